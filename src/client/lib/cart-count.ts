/**
 * The header's cart count (issue 21 §4): read once per page from `GET /api/customers/:id/cart`
 * without the cart's schema (the header is on every page; only `itemCount` is needed), and
 * announced by whatever changes the cart, so the header follows without a reload.
 */
const cartCountEvent = 'wowtees:cart-count';

/** Tells every listener (the header) the cart's new item count. */
export function announceCartCount(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(cartCountEvent, { detail: count }));
}

/** Calls `listener` with each announced count. @returns the unsubscribe function. */
export function onCartCount(listener: (count: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(cartCountEvent, handler);
  return () => window.removeEventListener(cartCountEvent, handler);
}

/** The item count of the customer's cart; 0 when it cannot be read (the header then shows no count). */
export async function fetchCartCount(customerId: string): Promise<number> {
  try {
    const response = await fetch(`/api/customers/${encodeURIComponent(customerId)}/cart`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return 0;
    const body = (await response.json()) as { itemCount?: unknown };
    return typeof body.itemCount === 'number' && Number.isInteger(body.itemCount) ? body.itemCount : 0;
  } catch {
    return 0;
  }
}
