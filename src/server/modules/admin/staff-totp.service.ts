/**
 * Optional second factor for staff sign-in (issue 17 §3, ADR 0013): TOTP (RFC 6238: 6 digits, 30 s
 * steps, SHA-1, what every authenticator app reads) with otplib, the QR code with `qrcode`.
 *
 * - Secrets are stored AES-256-GCM encrypted ({@link TotpSecretBox}) under a key kept in
 *   `app_settings`; a copy of `staff_users` alone gives no usable secret. The secret is returned
 *   once, when enrolment starts, and never again.
 * - A code is accepted for the current step and one step either side (clock drift), and only for a
 *   step later than the last accepted one: a code cannot be used twice, even within its window.
 *   The step is advanced with a conditional update, so two requests with the same code cannot
 *   both pass.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '#server/db/client.ts';
import { appSettings, staffUsers } from '#server/db/schema/index.ts';
import type { TotpEnrolment } from '#shared/api/admin-session.schemas.ts';
import { AppError } from '#shared/errors.ts';

const keySetting = 'staff_totp_key';
/** Accepted clock drift, seconds: one 30 s step either side. */
const toleranceSeconds = 30;

/** AES-256-GCM sealing of TOTP secrets: `v1.{iv}.{tag}.{ciphertext}` (base64url). */
export class TotpSecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The TOTP key must be 32 bytes');
    this.#key = key;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** @throws Error when the value was not sealed with this key (or was altered). */
  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * The shop's TOTP key: generated at first start and kept in `app_settings`, so every instance and
 * restart agrees (the first insert wins a race).
 */
export async function loadTotpSecretBox(db: Db): Promise<TotpSecretBox> {
  await db
    .insert(appSettings)
    .values({ key: keySetting, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, keySetting)).limit(1);
  return new TotpSecretBox(Buffer.from(row.value, 'base64'));
}

/** Name shown in the authenticator app: the shop and its host, e.g. `wowtees (shop.example)`. */
export function totpIssuer(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    // config.ts keeps PUBLIC_URL a URL.
  }
  return `wowtees (${host})`;
}

/**
 * Starts enrolment: a new secret, stored (sealed) as pending, and its QR code. Starting again
 * replaces a pending secret; an enabled factor stays until turned off.
 * @throws AppError TOTP_ALREADY_ENABLED.
 */
export async function startTotpEnrolment(
  db: Db,
  box: TotpSecretBox,
  staff: { id: string; email: string },
  issuer: string,
): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const [row] = await db
    .update(staffUsers)
    .set({ totpPendingSecret: box.seal(secret) })
    .where(and(eq(staffUsers.id, staff.id), isNull(staffUsers.totpSecret)))
    .returning({ id: staffUsers.id });
  if (!row) throw new AppError('TOTP_ALREADY_ENABLED', 'Two-factor sign-in is on already');
  const otpauthUri = generateURI({ issuer, label: staff.email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/** The matched time step of `code` for `secret`, if it is valid and later than `lastStep`. */
async function matchStep(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: toleranceSeconds,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The union also covers HOTP results; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * Confirms enrolment with the first code: the pending secret becomes the account's factor.
 * @returns false for a wrong code. @throws AppError TOTP_NOT_STARTED, TOTP_ALREADY_ENABLED.
 */
export async function confirmTotpEnrolment(
  db: Db,
  box: TotpSecretBox,
  staffId: string,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ pending: staffUsers.totpPendingSecret, enabled: staffUsers.totpSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  if (row?.enabled) throw new AppError('TOTP_ALREADY_ENABLED', 'Two-factor sign-in is on already');
  if (!row?.pending) throw new AppError('TOTP_NOT_STARTED', 'Start setting up two-factor sign-in first');
  const step = await matchStep(box.open(row.pending), code, null);
  if (step === undefined) return false;
  // Only the pending secret that was checked is enabled (a restarted enrolment in between loses).
  const [updated] = await db
    .update(staffUsers)
    .set({ totpSecret: row.pending, totpPendingSecret: null, totpLastStep: step, updatedAt: new Date() })
    .where(
      and(eq(staffUsers.id, staffId), eq(staffUsers.totpPendingSecret, row.pending), isNull(staffUsers.totpSecret)),
    )
    .returning({ id: staffUsers.id });
  return updated !== undefined;
}

/**
 * Checks a sign-in (or turn-off) code of an account with two-factor sign-in and uses it up.
 * @returns false for a wrong code, a code of a step already used, or an account without the factor.
 */
export async function consumeTotpCode(db: Db, box: TotpSecretBox, staffId: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ secret: staffUsers.totpSecret, lastStep: staffUsers.totpLastStep })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  if (!row?.secret) return false;
  const step = await matchStep(box.open(row.secret), code, row.lastStep);
  if (step === undefined) return false;
  const [updated] = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, staffId),
        eq(staffUsers.totpSecret, row.secret),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return updated !== undefined;
}

/** Turns the second factor off (the caller has checked password and code). */
export async function disableTotp(db: Db, staffId: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(staffUsers.id, staffId));
}
