/**
 * The whole script of the pages served without React hydration (ADR 0027: landing, legal pages,
 * size guide, not-found page): the header menu under 768 px, the legacy size guide's tabs, the header's cart count
 * and the landing's live prices, on the markup the React components prerendered. Bundled on its own at build
 * (scripts/strip-hydration.ts) and loaded as one small module; the FAQ (`<details name="faq">`) and the
 * language switch are plain HTML and need none of it; hash links get SPEC §2.4's delayed smooth scroll.
 */
import { showCartCount } from './cart-count.ts';
import { enableHashScroll } from './hash-scroll.ts';
import { showLivePrices } from './live-prices.ts';
import { enableMenu } from './menu.ts';
import { enableTabs } from './tabs.ts';

enableMenu(document);
enableTabs(document);
enableHashScroll(window);
void showCartCount(document, window.location.pathname);
void showLivePrices(document, window.location.pathname);
// SPEC §2.11: the not-found page logs the missing path, in the words of the hydrated screen.
if (document.querySelector('[data-testid="not-found"]')) {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
// What end-to-end tests wait for on these pages, as `data-hydrated` on the hydrated ones.
document.documentElement.dataset.ready = 'static';
