/**
 * Email links (issue 7 §5, issue 17 §1 and §5; docs/decisions/0012):
 * - the random tokens of email-order links and email-verification links, of which only a SHA-256
 *   is stored (`newLinkToken`, `hashLinkToken`), and the URLs that carry them;
 * - the HMAC signer of the email-order links made before issue 17 (`sig` = HMAC-SHA256 of the
 *   normalised email under `EMAIL_LINK_SECRET` or a secret generated once and kept in
 *   `app_settings`). Such links are no longer made; the signer only recognises them, so the
 *   email-order page can answer them as expired and offer a new link.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locale } from '#shared/locales.ts';
import { absoluteUrl, paths } from '#shared/paths.ts';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const settingKey = 'email_link_secret';

/** The shape of a link token (and of an old HMAC signature): 32 bytes, base64url, 43 characters. */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new random link token: 256 bits, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a link token: its SHA-256, hex. A database read yields no usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The absolute email-order link of SPEC §2.10: `/{lang}/wowanimatedtees/emailorder?email=…&sig={token}`. */
export function emailOrderLinkUrl(publicUrl: string, locale: Locale, email: string, token: string): string {
  return absoluteUrl(publicUrl, `${paths.emailOrder(locale, email)}&sig=${token}`);
}

/**
 * The absolute email-verification link: the token rides in the fragment, which browsers never send
 * to a server, so it stays out of every request log; the page POSTs it.
 */
export function emailVerificationUrl(publicUrl: string, locale: Locale, token: string): string {
  return absoluteUrl(publicUrl, `${paths.verifyEmail(locale)}#t=${token}`);
}

/** Recognises the email-order links made before issue 17 (HMAC of the email; no expiry, no revocation). */
export interface EmailLinkSigner {
  /** The old signature of `email` (trimmed, lower-cased), base64url; tests make old links with it. */
  sign(email: string): string;
  /** Whether `signature` is the old signature of `email`; constant-time, false for any malformed input. */
  verify(email: string, signature: string | undefined | null): boolean;
}

/** The one form of an email address that is signed, stored with links and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Loads (or creates, once, race-free) the old links' secret and returns the signer.
 * @param configuredSecret `EMAIL_LINK_SECRET` when set; it wins over the stored one.
 */
export async function createEmailLinkSigner(db: Db, configuredSecret?: string): Promise<EmailLinkSigner> {
  let secret = configuredSecret;
  if (!secret) {
    // Two instances starting together: the first insert wins and both read the same value.
    await db
      .insert(appSettings)
      .values({ key: settingKey, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey)).limit(1);
    secret = row.value;
  }
  const key = secret;
  const sign = (email: string) => createHmac('sha256', key).update(normalizeEmail(email)).digest('base64url');
  return {
    sign,
    verify(email, signature) {
      if (!signature || !linkTokenPattern.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(email)), Buffer.from(signature));
    },
  };
}
