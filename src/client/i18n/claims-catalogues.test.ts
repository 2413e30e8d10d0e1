/**
 * Issue 21 §5: the shop's claims live in configuration, not in the message files. No catalogue,
 * client or email, states a rating or a number of delivery, dispatch or return days: those come in
 * through `{{deliveryDays}}`, `{{dispatchMin}}`-`{{dispatchMax}}` and `{{returnDays}}`.
 */
import { describe, expect, it } from 'vitest';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { locales } from '#shared/locales.ts';
import { resources } from './catalogues.ts';

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : strings(value, path);
  });
}

/** A rating ("4.8/5", "4,8 von 5"), or a number of business days, return days or money-back days. */
const hardCodedClaim = new RegExp(
  [
    String.raw`\d[.,]\d\s*(\/|out of|von|sur|sobre)\s*5`,
    String.raw`\d+\s*([-–]|à|a)?\s*\d*\s*(business days|Werktag|jours ouvrés|días hábiles)`,
    String.raw`\d+[- ](day|days|Tage|jours|días)\b.{0,40}(return|money|Rückgabe|Geld|retour|rembours|devoluc|reembolso)`,
    String.raw`(return|money back|Rückgabe|Rücksendung|retour|rembours|devoluc|reembolso).{0,40}\b\d+\s*(day|days|Tage|Tagen|jours|días)\b`,
  ].join('|'),
  'i',
);

describe('claims in the catalogues (issue 21 §5)', () => {
  for (const locale of locales) {
    it(`${locale}: the storefront and email texts state no rating and no hard-coded days`, () => {
      const texts = [
        ...strings(resources[locale].translation as unknown as Tree),
        ...strings(emailCatalogues[locale] as unknown as Tree, 'emails'),
      ];
      // The bank's refund time is not the shop's claim.
      const offending = texts.filter(([key, text]) => hardCodedClaim.test(text) && !key.endsWith('refundTiming'));
      expect(offending).toEqual([]);
    });
  }
});
