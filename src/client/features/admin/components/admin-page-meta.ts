/**
 * The `meta` export of a staff route: its title and description in the page's language, never
 * indexed (staff pages are not for search engines).
 */
import type { Translator } from '#client/i18n/i18n.ts';
import { pageMeta } from '#client/lib/page-meta.ts';

/**
 * @param text picks the title and description from the page locale's catalogue.
 * @returns a React Router `meta` function for the route module.
 */
export function adminPageMeta(text: (t: Translator) => { title: string; description: string }) {
  return ({ location }: { location: { pathname: string } }) => pageMeta(location.pathname, text, { noindex: true });
}
