/**
 * Which operator details the legal pages lack (issue 23 point 11). The privacy policy, terms and
 * the German Impressum name the shop's operator from `SHOP_LEGAL_NAME`, `SHOP_ADDRESS` and
 * `SHOP_VAT_ID` (built into the pages), and the support mailbox from `SUPPORT_EMAIL`. Unset, the
 * pages say the operator is not configured rather than show empty fields; the start warns so the
 * merchant knows before a customer does.
 */

/** A legal setting that is not set, and why it matters. */
export interface MissingLegalSetting {
  name: 'SHOP_LEGAL_NAME' | 'SHOP_ADDRESS' | 'SUPPORT_EMAIL';
  why: string;
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * The legal settings missing from `env` (raw environment values; empty counts as unset).
 * `SHOP_VAT_ID` is not listed: only a VAT-registered operator has one.
 */
export function missingLegalSettings(env: Record<string, string | undefined>): MissingLegalSetting[] {
  const missing: MissingLegalSetting[] = [];
  if (!isSet(env.SHOP_LEGAL_NAME)) {
    missing.push({ name: 'SHOP_LEGAL_NAME', why: 'the operator named on the legal pages and the Impressum' });
  }
  if (!isSet(env.SHOP_ADDRESS)) {
    missing.push({ name: 'SHOP_ADDRESS', why: "the operator's postal address (lines separated by ;)" });
  }
  if (!isSet(env.SUPPORT_EMAIL)) {
    missing.push({ name: 'SUPPORT_EMAIL', why: 'the contact mailbox; support@wowtees.shop is shown until set' });
  }
  return missing;
}

/** One warning line naming every missing setting, or undefined when none is missing. */
export function legalSettingsWarning(missing: MissingLegalSetting[]): string | undefined {
  if (missing.length === 0) return undefined;
  const list = missing.map((setting) => `${setting.name} (${setting.why})`).join('; ');
  return `Legal details not set: ${list}. Until they are, the legal pages say the operator is not configured; set them and restart (npm start rebuilds the pages).`;
}
