/**
 * The staff pages (SPEC §2.1, §2.12): the one table of admin paths (issue 18 §3). The client's
 * route table (src/client/routes.ts) makes its admin routes from it, and the server answers exactly
 * these paths with the SPA shell and status 200 (plugins/static-client.ts, `adminPagePattern`):
 * client-only screens behind the staff login, never prerendered.
 */
import { uuidPatternSource } from './ids.ts';
import { type Locale, locales } from './locales.ts';
import { orderNumberPattern } from './order-number.ts';

/**
 * Where a page's language prefix may stand: `optional` (`/admin/x` and `/{lang}/admin/x`),
 * `required` (`/{lang}/admin/x` only) or only the listed locales (`/{locale}/…`).
 */
type AdminPageLocales = 'optional' | 'required' | readonly Locale[];

interface AdminPage {
  /**
   * Route id. An `optional` page's prefixed route is `{id}-localized`; with listed locales, the
   * first locale's route is `{id}` and each further one `{id}-{locale}`.
   */
  readonly id: string;
  /** Path after the language prefix, in React Router's syntax (`admin/orders/:orderNumber`). */
  readonly path: string;
  readonly locales: AdminPageLocales;
}

export const adminPages = [
  { id: 'admin-dashboard', path: 'admin', locales: 'optional' },
  // SPEC §2.1: the image admin is in en-us and de only.
  { id: 'image-admin', path: 'wowghiblitees/image-admin', locales: ['en-us', 'de'] },
  { id: 'admin-email-sender', path: 'admin/email-sender', locales: 'required' },
  // SPEC §2.1: email tracking is en-us/admin/email-tracking only.
  { id: 'admin-email-tracking', path: 'admin/email-tracking', locales: ['en-us'] },
  { id: 'admin-outbox', path: 'admin/outbox', locales: 'required' },
  { id: 'admin-orders', path: 'admin/orders', locales: 'optional' },
  // Issue 19 §1: by the `WT-` order number; a UUID of an older link still opens (and moves to) the number.
  { id: 'admin-order', path: 'admin/orders/:orderNumber', locales: 'optional' },
  { id: 'admin-preview-requests', path: 'admin/preview-requests', locales: 'optional' },
  // Own account (every staff member), staff accounts and audit log (owners; issue 17 §3).
  { id: 'admin-account', path: 'admin/account', locales: 'optional' },
  { id: 'admin-staff', path: 'admin/staff', locales: 'optional' },
  { id: 'admin-audit', path: 'admin/audit', locales: 'optional' },
  // Issue 21 §1: the catalogue and the price books as merchant data.
  { id: 'admin-catalog', path: 'admin/catalog', locales: 'optional' },
  { id: 'admin-prices', path: 'admin/prices', locales: 'optional' },
  // Issue 21 §3: discount codes.
  { id: 'admin-discounts', path: 'admin/discounts', locales: 'optional' },
] as const satisfies readonly AdminPage[];

export type AdminPageId = (typeof adminPages)[number]['id'];

/** What a path parameter must look like for the server to answer the page (others: one segment). */
const paramPatterns: Record<string, string> = {
  orderNumber: `(?:${orderNumberPattern.source.replace(/^\^|\$$/g, '')}|${uuidPatternSource})`,
};

const anyLocale = `(?:${locales.join('|')})`;

function pathPattern(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (paramPatterns[segment.slice(1)] ?? '[^/]+') : segment))
    .join('\\/');
}

function pagePattern(page: AdminPage): string {
  const path = pathPattern(page.path);
  if (page.locales === 'optional') return `^\\/(?:${anyLocale}\\/)?${path}$`;
  if (page.locales === 'required') return `^\\/${anyLocale}\\/${path}$`;
  return `^\\/(?:${page.locales.join('|')})\\/${path}$`;
}

/** Matches the path (no query, no trailing slash) of every page of {@link adminPages}. */
export const adminPagePattern = new RegExp(adminPages.map(pagePattern).join('|'));
