/** Which legal document a path shows and when the documents last changed (SPEC §2.9, §9). */
import { intlTagByLocale, type Locale } from '#shared/locales.ts';

/** The two documents of the legal page, in tab order. */
export const legalDocs = ['privacy', 'terms'] as const;
export type LegalDoc = (typeof legalDocs)[number];

/** SPEC §9 "Legal pages last updated May 15, 2023" (ISO date, for `<time dateTime>`). */
export const legalLastUpdated = '2023-05-15';

/**
 * The document of a `.../privacy` or `.../terms` path; both routes share one module, so the path
 * decides. A trailing slash (prerendered `index.html`) is ignored.
 */
export function legalDocFromPath(pathname: string): LegalDoc {
  return pathname.replace(/\/+$/, '').endsWith('/terms') ? 'terms' : 'privacy';
}

/** The last-updated date in the locale's long form: "May 15, 2023", "15. Mai 2023", "15 de mayo de 2023". */
export function formatLegalDate(locale: Locale): string {
  // UTC on both sides, so the prerendered and the hydrated text are the same in every time zone.
  return new Intl.DateTimeFormat(intlTagByLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalLastUpdated}T00:00:00Z`),
  );
}

/** Suffix of a catalogue text (a meta description or a legal block) that leaves out free shipping. */
export const noFreeShippingSuffix = 'NoFreeShipping';

/**
 * Whether a block of a legal section shows (issue 21 §5): a block `xNoFreeShipping` replaces its
 * sibling `x` when the shop does not advertise free shipping, and is hidden while it does.
 */
export function legalBlockShown(blockId: string, blockIds: string[], freeShipping: boolean): boolean {
  if (blockId.endsWith(noFreeShippingSuffix)) return !freeShipping;
  return freeShipping || !blockIds.includes(`${blockId}${noFreeShippingSuffix}`);
}
