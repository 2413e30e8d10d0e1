/** Client-side constants of the shop. */
import { type MarketingClaims, marketingClaimsFromJson } from '#shared/marketing-claims.ts';
import { type PreviewTiming, parsePreviewTiming } from '#shared/preview-timing.ts';
import type { UsSalesTaxMode } from '#shared/tax.ts';

/**
 * Support mailbox shown in the shell and on the customize page (SPEC §2.4 "{email}", which has a
 * default). `VITE_SUPPORT_EMAIL` overrides it at build time.
 */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@wowtees.shop';

/**
 * The shop operator (issue 11: legal pages, footer, German Impressum), from `SHOP_LEGAL_NAME`,
 * `SHOP_ADDRESS` (lines split at `;` or newlines) and `SHOP_VAT_ID` at build time (vite.config.ts).
 * `undefined` when the merchant has not set a legal name and address: the pages then name no
 * operator rather than invent one.
 */
export interface ShopOperator {
  legalName: string;
  addressLines: string[];
  vatId?: string;
}

/** Parses the build-time values; exported for tests. */
export function shopOperatorFrom(legalName: string, address: string, vatId: string): ShopOperator | undefined {
  const addressLines = address
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!legalName.trim() || addressLines.length === 0) return undefined;
  return { legalName: legalName.trim(), addressLines, vatId: vatId.trim() || undefined };
}

export const shopOperator: ShopOperator | undefined = shopOperatorFrom(
  import.meta.env.VITE_SHOP_LEGAL_NAME ?? '',
  import.meta.env.VITE_SHOP_ADDRESS ?? '',
  import.meta.env.VITE_SHOP_VAT_ID ?? '',
);

/**
 * What the storefront promises about a requested preview (issue 23 item 10): `minutes` when the
 * build's settings make and send previews automatically (`PREVIEW_AUTO_SEND` and a hosted provider
 * for every style), else SPEC's 1-3 `hours`. Baked in at build time (vite.config.ts).
 */
export const previewTiming: PreviewTiming = parsePreviewTiming(import.meta.env.VITE_PREVIEW_TIMING);

/**
 * How the dollar storefront handles sales tax (issue 21 §2, `US_SALES_TAX` at build time): `stripe`
 * says "taxes calculated at checkout", anything else "no sales tax charged".
 */
export const usSalesTax: UsSalesTaxMode = import.meta.env.VITE_US_SALES_TAX === 'stripe' ? 'stripe' : 'none';

/**
 * The marketing claims (issue 21 §5, docs/decisions/0026): the rating line per language (none
 * unless `RATING_TEXT` is set), free shipping, delivery, dispatch and return days, baked in at build
 * time (vite.config.ts) from the settings the server's emails read.
 */
export const marketingClaims: MarketingClaims = marketingClaimsFromJson(import.meta.env.VITE_MARKETING_CLAIMS);
