/**
 * Email verification (issue 17 §1; docs/decisions/0012). The email a customer record saves is an
 * unproven claim; its owner proves it by opening the link mailed to it:
 * `/{lang}/wowanimatedtees/verify-email#t={token}`, a page that POSTs the token (the fragment never
 * reaches a server, so the token is in no request log). Only the token's SHA-256 is stored; a token
 * works for {@link verificationLinkHours} hours, changes its record once, and only while the record
 * still carries the address it was mailed to. Verification is when the images staff kept for that
 * email attach to the record (`attachStaffImagesToCustomer`).
 *
 * The link goes out as the acknowledgement of a preview request (SPEC §4), which carries no uploaded
 * content; such mails are limited per sender address and per recipient per day (the probe's F2
 * relay), counted in the shared counters (counters/shared-counters.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { customers, emailVerifications } from '#server/db/schema/index.ts';
import { emailVerificationUrl, hashLinkToken, newLinkToken, normalizeEmail } from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { AppError } from '#shared/errors.ts';
import { defaultLocale, isLocale } from '#shared/locales.ts';
import { autoSendPreview } from '../admin-orders/preview-send.service.ts';
import { sendEmailConfirmation } from '../emails/emails.service.ts';
import { attachStaffImagesToCustomer } from '../staff-images/staff-images.service.ts';

/** How long a verification link works, hours. */
export const verificationLinkHours = 48;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Verification mails (the acknowledgement of an unproven address) per day: a family behind one
 * address asks for a handful of previews; a script spraying addresses or one inbox does not get far.
 */
export const verificationMailLimits = {
  /** To one recipient, from anywhere. */
  perRecipient: { max: 3, windowMs: dayMs },
  /** From one client address (`request.ip`, see TRUST_PROXY), to anyone. */
  perAddress: { max: 10, windowMs: dayMs },
};

/** A counter key that names no address: a short hash of the value. */
function counterKey(kind: 'ip' | 'to', value: string): string {
  return `verify-mail:${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

/**
 * Counts one verification mail for `clientIp` and `email` and says whether it may go out. The
 * sender's count comes first, so a flood from one address does not use up its victims' counts. A
 * counter store that does not answer sends nothing (closed: a mail is not a sale).
 */
async function mayMail(ctx: AppContext, email: string, clientIp: string): Promise<boolean> {
  const { perAddress, perRecipient } = verificationMailLimits;
  try {
    const fromAddress = await ctx.counters.hit(counterKey('ip', clientIp), perAddress.windowMs);
    if (fromAddress.count > perAddress.max) return false;
    const toRecipient = await ctx.counters.hit(counterKey('to', email), perRecipient.windowMs);
    return toRecipient.count <= perRecipient.max;
  } catch (error) {
    ctx.log.warn(
      { errName: error instanceof Error ? error.name : typeof error },
      'mail limits could not be counted: no verification mail sent',
    );
    return false;
  }
}

/**
 * Mails the verification link of the customer's current email, as the acknowledgement of its
 * preview request, unless a daily limit holds (then nothing goes out; the request stays saved).
 * The caller runs it in the background (`ctx.mailer.defer`).
 * @param clientIp the address the request came from (`request.ip`).
 * @returns whether the mail went out.
 * @throws AppError EMAIL_SEND_FAILED when the mail server refuses it (the token is removed again).
 */
export async function sendVerificationMail(
  ctx: AppContext,
  customer: { id: string; email: string; locale: string | null },
  clientIp: string,
): Promise<boolean> {
  const email = normalizeEmail(customer.email);
  if (!(await mayMail(ctx, email, clientIp))) {
    ctx.log.info('verification mail over its daily limit: not sent');
    return false;
  }
  const { db } = ctx.database;
  const token = newLinkToken();
  const locale = isLocale(customer.locale) ? customer.locale : defaultLocale;
  const [row] = await db
    .insert(emailVerifications)
    .values({
      customerId: customer.id,
      email,
      tokenHash: hashLinkToken(token),
      expiresAt: sql`now() + make_interval(hours => ${verificationLinkHours})`,
    })
    .returning({ id: emailVerifications.id });
  try {
    await sendEmailConfirmation(ctx, {
      to: customer.email,
      locale,
      verifyUrl: emailVerificationUrl(ctx.config.publicUrl, locale, token),
      validHours: verificationLinkHours,
      customerId: customer.id,
    });
  } catch (error) {
    await db.delete(emailVerifications).where(eq(emailVerifications.id, row.id));
    throw error;
  }
  return true;
}

function invalidLink(): AppError {
  return new AppError('EMAIL_VERIFICATION_INVALID', 'This confirmation link is not valid (any more)');
}

/**
 * `POST /api/email-verifications`: the holder of a verification token proves the address. Under the
 * record's row lock: the token must be known, unexpired and unused, and the record must still carry
 * the address it was mailed to; then the record is verified and the staff images of the address
 * attach to it, in one transaction. A used token of a record still verified for that address is
 * answered the same again (a second click, a mail scanner) and changes nothing. PREVIEW_AUTO_SEND
 * then sends artwork that is already ready.
 * @returns the record's email as it saved it.
 * @throws AppError EMAIL_VERIFICATION_INVALID
 */
export async function confirmEmailOwnership(ctx: AppContext, token: string): Promise<{ email: string }> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const [verification] = await tx
      .select({ row: emailVerifications, expired: sql<boolean>`${emailVerifications.expiresAt} <= now()` })
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashLinkToken(token)))
      .limit(1);
    if (!verification) throw invalidLink();
    const { row, expired } = verification;
    const [customer] = await tx
      .select({ id: customers.id, email: customers.email, emailVerifiedAt: customers.emailVerifiedAt })
      .from(customers)
      .where(eq(customers.id, row.customerId))
      .for('update');
    if (!customer?.email || normalizeEmail(customer.email) !== row.email) throw invalidLink();
    if (row.usedAt) {
      if (customer.emailVerifiedAt) return { customerId: customer.id, email: customer.email, verified: false };
      throw invalidLink();
    }
    if (expired) throw invalidLink();
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (!claimed) throw invalidLink();
    await tx
      .update(customers)
      .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id));
    // Issue 7 §3 "attached when the customer appears", now when the owner appears.
    await attachStaffImagesToCustomer(tx, ctx.storage, customer.id, customer.email);
    return { customerId: customer.id, email: customer.email, verified: true };
  });
  if (outcome.verified) ctx.mailer.defer(async () => void (await autoSendPreview(ctx, outcome.customerId)));
  return { email: outcome.email };
}
