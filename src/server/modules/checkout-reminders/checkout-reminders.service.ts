/**
 * Abandoned-checkout reminders (issue 21 §6). A customer who gave an email and ticked "remind me"
 * (never ticked by default) before a checkout gets one reminder when no order of theirs is paid
 * within `ABANDONED_CHECKOUT_REMINDER_HOURS`:
 *
 * - `recordCheckoutReminder`: called when a checkout session is made with consent; keeps one
 *   pending reminder per customer (a newer checkout replaces what it shows and moves its due time).
 *   Nothing is recorded for an address that unsubscribed, or when the customer's earlier reminder
 *   went out and nothing was paid since (the same cart: never twice).
 * - `sendDueCheckoutReminders` (the `checkout.reminder` cron job): one conditional
 *   `update … where sent_at is null … returning` claims the due reminders before any email, so two
 *   instances never send one twice; a reminder whose customer (or address) paid since it started,
 *   or whose address unsubscribed, is never claimed. A failed send releases the claim (the job
 *   retries).
 * - The email's two links carry one random token (only its SHA-256 is stored): `resume` trades it
 *   for the customer's id (the customize page stores it, the customer finds their design again; the
 *   id never rides in a URL) for {@link reminderResumeDays} days; `unsubscribe` stops every further
 *   reminder to the address, whenever it is used.
 */
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { checkoutReminders, reminderUnsubscribes } from '#server/db/schema/index.ts';
import { hashLinkToken, linkTokenPattern, newLinkToken, normalizeEmail } from '#server/email/email-links.ts';
import { MailSendError } from '#server/email/mailer.ts';
import { renderCheckoutReminderEmail } from '#server/email/templates/render-email.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { ReminderResume } from '#shared/api/checkout-reminders.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { absoluteUrl, checkoutReminderReturnPath, reminderUnsubscribeLinkPath } from '#shared/paths.ts';
import { type StorefrontVariant, storefrontVariants } from '#shared/pricing.ts';
import { reminderContents, reminderMockupUrl } from './reminder-contents.ts';

/** Days the email's "back to my design" link works. */
export const reminderResumeDays = 30;
/** A checkout left longer ago than this is not reminded of (e.g. after the job was down for long). */
export const reminderMaxAgeDays = 7;
/** How many reminders one run sends at most (the next run takes the rest). */
const batchSize = 50;

const dayMs = 86_400_000;

/** What a checkout with consent records (one line today; the cart of issue 21 §4 may replace it). */
export interface CheckoutReminderInput {
  customerId: string;
  email: string;
  locale: Locale;
  variant: StorefrontVariant;
  checkoutSessionId: string;
  productType: string;
  size: string;
  color: string;
  artworkId?: string | null;
  /** The stored image the order would print when there is no artwork. */
  printImageKey?: string | null;
  amountTotalMinor: number;
  currency: string;
}

/** An order of this reminder's customer or address paid at or after its checkout started. */
const paidSinceStart = sql`exists (
  select 1 from "orders" o
  where (o."customer_id" = "checkout_reminders"."customer_id" or lower(trim(o."email")) = "checkout_reminders"."email")
    and o."created_at" >= "checkout_reminders"."started_at"
)`;
const unsubscribed = sql`exists (
  select 1 from "reminder_unsubscribes" u where u."email" = "checkout_reminders"."email"
)`;

/**
 * Records (or moves) the customer's pending reminder for a checkout started with consent. Does
 * nothing when reminders are off (`ABANDONED_CHECKOUT_REMINDER_HOURS=0`), the address unsubscribed,
 * or the customer's last reminder went out and nothing was paid since.
 * @param now when the checkout started (tests move it).
 */
export async function recordCheckoutReminder(
  ctx: AppContext,
  input: CheckoutReminderInput,
  now = new Date(),
): Promise<void> {
  const hours = ctx.config.checkoutReminderHours;
  if (hours <= 0) return;
  const { db } = ctx.database;
  const email = normalizeEmail(input.email);
  const [blocked] = await db
    .select({ email: reminderUnsubscribes.email })
    .from(reminderUnsubscribes)
    .where(eq(reminderUnsubscribes.email, email))
    .limit(1);
  if (blocked) return;
  // The same cart: reminded once already, and not paid since.
  const [reminded] = await db
    .select({ id: checkoutReminders.id })
    .from(checkoutReminders)
    .where(
      and(
        eq(checkoutReminders.customerId, input.customerId),
        isNotNull(checkoutReminders.sentAt),
        sql`not exists (
          select 1 from "orders" o
          where o."customer_id" = "checkout_reminders"."customer_id" and o."created_at" >= "checkout_reminders"."sent_at"
        )`,
      ),
    )
    .limit(1);
  if (reminded) return;
  const values = {
    email,
    locale: input.locale,
    variant: input.variant,
    checkoutSessionId: input.checkoutSessionId,
    productType: input.productType,
    size: input.size,
    color: input.color,
    artworkId: input.artworkId ?? null,
    printImageKey: input.printImageKey ?? null,
    amountTotalMinor: input.amountTotalMinor,
    currency: input.currency,
    startedAt: now,
    dueAt: new Date(now.getTime() + hours * 3_600_000),
  };
  // One pending reminder per customer (partial unique index): a newer checkout takes its place.
  await db
    .insert(checkoutReminders)
    .values({ customerId: input.customerId, ...values })
    .onConflictDoUpdate({
      target: checkoutReminders.customerId,
      targetWhere: sql`${checkoutReminders.sentAt} is null and ${checkoutReminders.cancelledAt} is null`,
      set: values,
    });
}

/** What one run did. */
export interface ReminderRunResult {
  sent: number;
  failed: number;
}

/**
 * Claims the reminders due at `now` and emails each once.
 * @param now the time to compare due times with (tests move it forward instead of waiting).
 * @throws Error when reminders were due and none could be sent (their claims are released; the job retries).
 */
export async function sendDueCheckoutReminders(ctx: AppContext, now = new Date()): Promise<ReminderRunResult> {
  const { db } = ctx.database;
  const notBefore = new Date(now.getTime() - reminderMaxAgeDays * dayMs);
  const claimedAt = new Date(now);
  const due = db
    .select({ id: checkoutReminders.id })
    .from(checkoutReminders)
    .where(
      and(
        isNull(checkoutReminders.sentAt),
        isNull(checkoutReminders.cancelledAt),
        lte(checkoutReminders.dueAt, sql`${now.toISOString()}::timestamptz`),
        sql`${checkoutReminders.startedAt} > ${notBefore.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(checkoutReminders.dueAt)
    .limit(batchSize);
  // PostgreSQL re-checks the conditions on a row another instance claimed meanwhile: one winner.
  const claimed = await db
    .update(checkoutReminders)
    .set({ sentAt: claimedAt })
    .where(
      and(
        inArray(checkoutReminders.id, due),
        isNull(checkoutReminders.sentAt),
        isNull(checkoutReminders.cancelledAt),
        sql`not ${paidSinceStart}`,
        sql`not ${unsubscribed}`,
      ),
    )
    .returning();
  let sent = 0;
  const failures: string[] = [];
  for (const reminder of claimed) {
    try {
      await sendOne(ctx, reminder);
      sent += 1;
    } catch (error) {
      // Codes only: a mail server's words may carry an address.
      failures.push(error instanceof MailSendError ? (error.transportCode ?? 'refused') : 'failed');
      ctx.log.warn({ err: error, reminderId: reminder.id }, 'checkout reminder not sent');
      await db
        .update(checkoutReminders)
        .set({ sentAt: null, tokenHash: null })
        .where(
          and(
            eq(checkoutReminders.id, reminder.id),
            sql`${checkoutReminders.sentAt} = ${claimedAt.toISOString()}::timestamptz`,
          ),
        );
    }
  }
  // Dropped without an email: the customer paid meanwhile, or the address unsubscribed.
  await db
    .update(checkoutReminders)
    .set({ cancelledAt: claimedAt, cancelReason: sql`case when ${unsubscribed} then 'unsubscribed' else 'paid' end` })
    .where(
      and(
        isNull(checkoutReminders.sentAt),
        isNull(checkoutReminders.cancelledAt),
        lte(checkoutReminders.dueAt, sql`${now.toISOString()}::timestamptz`),
        sql`(${paidSinceStart} or ${unsubscribed})`,
      ),
    );
  if (claimed.length > 0 && sent === 0) throw new Error(`checkout reminders not sent (${failures.join(', ')})`);
  return { sent, failed: failures.length };
}

type ReminderRow = typeof checkoutReminders.$inferSelect;

/** Emails one claimed reminder and records its link token and mockup. */
async function sendOne(ctx: AppContext, reminder: ReminderRow): Promise<void> {
  const locale: Locale = isLocale(reminder.locale) ? reminder.locale : 'en-us';
  const variant = (storefrontVariants as readonly string[]).includes(reminder.variant)
    ? (reminder.variant as StorefrontVariant)
    : 'wowanimatedtees';
  const token = newLinkToken();
  const mockup = await reminderMockupUrl(ctx, reminder);
  const { publicUrl, supportEmail } = ctx.config;
  const { subject, html, text } = await renderCheckoutReminderEmail({
    locale,
    imageUrl: mockup?.url ?? null,
    items: reminderContents(reminder, locale),
    returnUrl: absoluteUrl(publicUrl, checkoutReminderReturnPath(locale, variant, token)),
    unsubscribeUrl: absoluteUrl(publicUrl, reminderUnsubscribeLinkPath(locale, token)),
    supportEmail,
  });
  // Stored before the email leaves: a link in a sent email always works.
  await ctx.database.db
    .update(checkoutReminders)
    .set({ tokenHash: hashLinkToken(token), mockupKey: mockup?.key ?? null })
    .where(eq(checkoutReminders.id, reminder.id));
  await ctx.mailer.send({ to: reminder.email, subject, html, text });
}

const invalidLink = () => new AppError('REMINDER_LINK_INVALID', 'This reminder link is not valid (any more)');

/** The sent reminder a token belongs to, or REMINDER_LINK_INVALID. */
async function reminderOfToken(ctx: AppContext, token: string): Promise<ReminderRow> {
  if (!linkTokenPattern.test(token)) throw invalidLink();
  const [row] = await ctx.database.db
    .select()
    .from(checkoutReminders)
    .where(eq(checkoutReminders.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row?.sentAt) throw invalidLink();
  return row;
}

/**
 * The customer a reminder's "back to my design" link opens.
 * @throws AppError REMINDER_LINK_INVALID (404): malformed, unknown, or older than {@link reminderResumeDays} days.
 */
export async function resumeFromReminder(ctx: AppContext, token: string, now = new Date()): Promise<ReminderResume> {
  const reminder = await reminderOfToken(ctx, token);
  if (!reminder.sentAt || now.getTime() - reminder.sentAt.getTime() > reminderResumeDays * dayMs) throw invalidLink();
  return {
    customerId: reminder.customerId,
    locale: isLocale(reminder.locale) ? reminder.locale : 'en-us',
    variant: (storefrontVariants as readonly string[]).includes(reminder.variant)
      ? (reminder.variant as StorefrontVariant)
      : 'wowanimatedtees',
  };
}

/**
 * Stops every further reminder to the address of a reminder's unsubscribe link (works without
 * sign-in and without expiry; using it twice changes nothing).
 * @throws AppError REMINDER_LINK_INVALID (404) for a malformed or unknown token.
 */
export async function unsubscribeFromReminders(ctx: AppContext, token: string): Promise<void> {
  const reminder = await reminderOfToken(ctx, token);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await tx.insert(reminderUnsubscribes).values({ email: reminder.email }).onConflictDoNothing();
    await tx
      .update(checkoutReminders)
      .set({ cancelledAt: new Date(), cancelReason: 'unsubscribed' })
      .where(
        and(
          eq(checkoutReminders.email, reminder.email),
          isNull(checkoutReminders.sentAt),
          isNull(checkoutReminders.cancelledAt),
        ),
      );
  });
}
