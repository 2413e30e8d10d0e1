/**
 * The header's cart count on pages without React (ADR 0027), on the markup of
 * components/layout/cart-link.tsx: the same request as the hydrated header
 * (`GET /api/customers/:id/cart`, lib/cart-count.ts) for the customer id of the page's storefront.
 */
import { fetchCartCount } from '#client/lib/cart-count.ts';
import { readCustomerId } from '#client/lib/customer-id.ts';
import { storefrontVariants } from '#shared/pricing.ts';
import { countPlaceholder } from './placeholders.ts';

/** Shows the count badge and names it in the link's label; nothing without a customer or items. */
export async function showCartCount(root: Document, pathname: string): Promise<void> {
  const link = root.querySelector<HTMLAnchorElement>('[data-testid="cart-link"]');
  const badge = link?.querySelector<HTMLElement>('[data-testid="cart-count"]');
  const variant = storefrontVariants.find((v) => v === pathname.split('/')[2]);
  if (!link || !badge || !variant) return;
  const customerId = readCustomerId(variant);
  if (!customerId) return;
  const count = await fetchCartCount(customerId);
  if (count <= 0) return;
  badge.textContent = String(count);
  badge.hidden = false;
  const label = link.dataset.labelCount;
  if (label) link.setAttribute('aria-label', label.replace(countPlaceholder, String(count)));
}
