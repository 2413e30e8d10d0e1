/**
 * The start banner printed at a terminal (issue 23 point 2): where the shop and the staff area are,
 * and on the first start the staff account's email and one-time password in a box, with how to
 * change it. Logs stay JSON when no terminal watches (`LOG_FORMAT`), and then no banner is printed.
 */
import boxen from 'boxen';

/** What the banner tells. */
export interface StartBannerFacts {
  /** The address customers reach (PUBLIC_URL). */
  publicUrl: string;
  /** Database driver and payment provider, e.g. `pglite`, `test`. */
  database: string;
  payments: string;
  /** Present only on the start that created the first staff account with a generated password. */
  firstStaffAccount: { email: string; oneTimePassword: string } | null;
  /** Legal settings not set (issue 23 point 11), e.g. `SHOP_LEGAL_NAME`; empty when all are. */
  missingLegalSettings?: string[];
}

/** The banner as text (with a frame drawn by boxen; no colour, so it reads the same anywhere). */
export function startBanner(facts: StartBannerFacts): string {
  const lines = [
    `Shop:   ${facts.publicUrl}/`,
    `Staff:  ${facts.publicUrl}/admin`,
    `Data:   ${facts.database} database, ${facts.payments} payments`,
  ];
  if (facts.firstStaffAccount) {
    lines.push(
      '',
      'First start: your staff account',
      `  Email:     ${facts.firstStaffAccount.email}`,
      `  Password:  ${facts.firstStaffAccount.oneTimePassword}`,
      '',
      'This password is shown only this once and works once:',
      'the first sign-in asks for a password of your own.',
      `Lost it? Stop the shop and run: npm run staff -- reset ${facts.firstStaffAccount.email}`,
    );
  }
  if (facts.missingLegalSettings?.length) {
    lines.push(
      '',
      `Legal details missing: ${facts.missingLegalSettings.join(', ')}`,
      'The legal pages say the operator is not configured until they are set.',
    );
  }
  return boxen(lines.join('\n'), { title: 'wowtees is running', padding: { left: 1, right: 1 }, borderStyle: 'round' });
}
