/** Client-side constants of the shop. */

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
