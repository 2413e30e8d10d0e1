/**
 * The header's menu under 768 px on pages without React (ADR 0027), on the markup of
 * components/layout/site-header.tsx: the toggle's `aria-expanded` switches the icon by CSS, the
 * menu's `hidden` shows it. As the React header: Escape and following a link close it.
 */

/** Wires the toggle of `root`'s header, if there is one. */
export function enableMenu(root: Document): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-testid="menu-toggle"]');
  const menu = root.getElementById('mobile-menu');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute('aria-label', label);
    menu.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false);
  });
  // A section link of the same page (#faq) does not load a new page: close the menu as React does.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('a')) setOpen(false);
  });
}
