/** Smooth-scrolls to the element with `id` (no-op when absent), e.g. `upload` or `product-options`. */
export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
