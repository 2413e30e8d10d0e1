/**
 * Signed email-order links (issue 7 §5, SPEC §2.10): `/{lang}/wowanimatedtees/emailorder?email=…&sig=…`
 * where `sig` is HMAC-SHA256 of the normalised email under the shop's link secret (base64url). The
 * secret is `EMAIL_LINK_SECRET`, or one generated at first start and kept in `app_settings`, so
 * links stay valid across restarts and instances.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locale } from '#shared/locales.ts';
import { absoluteUrl, storefrontBase } from '#shared/paths.ts';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const settingKey = 'email_link_secret';

export interface EmailLinkSigner {
  /** The signature of `email` (trimmed, lower-cased), base64url. */
  sign(email: string): string;
  /** Whether `signature` is the signature of `email`; constant-time, false for any malformed input. */
  verify(email: string, signature: string | undefined | null): boolean;
  /** Absolute email-order link for `email` in `locale`, signature included. */
  link(publicUrl: string, locale: Locale, email: string): string;
}

/** The one form of an email address that is signed and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Loads (or creates, once, race-free) the link secret and returns the signer.
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
      if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(email)), Buffer.from(signature));
    },
    link(publicUrl, locale, email) {
      const path = `${storefrontBase(locale)}/emailorder?email=${encodeURIComponent(email)}&sig=${sign(email)}`;
      return absoluteUrl(publicUrl, path);
    },
  };
}
