/**
 * Customer records (SPEC §3 users): created empty on first visit, read and changed only by the
 * holder of their id (a random UUID issued here). The email a record saves is an unproven claim
 * until its owner opens the verification link mailed to it (issue 17 §1, email-verification.service.ts):
 * nothing stored for that email is attached to the record before.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/client.ts';
import { customers } from '#server/db/schema/index.ts';
import { normalizeEmail } from '#server/email/email-links.ts';
import type { Customer, UpdateCustomerBody } from '#shared/api/customers.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { defaultLocale, isLocale } from '#shared/locales.ts';
import { autoSendPreview } from '../admin-orders/preview-send.service.ts';
import { sendPreviewAcknowledgement } from '../emails/emails.service.ts';
import { sendVerificationMail } from './email-verification.service.ts';

type CustomerRow = typeof customers.$inferSelect;

/** The API view of a customer row (no payment fields: those are for staff). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    imageUrl: row.imageUrl,
    generatedImageUrl: row.generatedImageUrl,
    locale: isLocale(row.locale) ? row.locale : null,
    previewRequested: row.previewRequested,
  };
}

/**
 * The hot statements, built once per database (issue 9: Drizzle rebuilding the same SQL was a sixth
 * of the API's busy time). Named, so PostgreSQL also plans each once per connection.
 */
function prepareStatements(db: Db) {
  return {
    create: db.insert(customers).values({}).returning({ id: customers.id }).prepare('customers_create'),
    findById: db
      .select()
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .limit(1)
      .prepare('customers_find_by_id'),
  };
}

const statementsByDb = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statements(db: Db): ReturnType<typeof prepareStatements> {
  let prepared = statementsByDb.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statementsByDb.set(db, prepared);
  }
  return prepared;
}

/** Creates an empty customer record (SPEC §7 users: insert). @returns its new id. */
export async function createCustomer(db: Db): Promise<string> {
  const [row] = await statements(db).create.execute();
  return row.id;
}

/** @returns the customer row, or `null` when the id is unknown. */
export async function findCustomer(db: Db, id: string): Promise<CustomerRow | null> {
  const [row] = await statements(db).findById.execute({ id });
  return row ?? null;
}

/** @throws AppError CUSTOMER_NOT_FOUND */
export async function getCustomer(db: Db, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, id);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
  return row;
}

/**
 * Whether an update completes a preview request (SPEC §4 "Get preview to email later", email dialog
 * submit): afterwards the record has an email and preview_requested, and before it was not requested
 * or had another email. Either PATCH order gets there; repeating the same PATCH does not again.
 */
export function completesPreviewRequest(
  before: Pick<CustomerRow, 'email' | 'previewRequested'>,
  after: Pick<CustomerRow, 'email' | 'previewRequested'>,
): boolean {
  if (!after.previewRequested || !after.email) return false;
  return !before.previewRequested || !before.email || normalizeEmail(before.email) !== normalizeEmail(after.email);
}

/**
 * Hook run once a customer's preview request is complete (an email to send the preview to), in the
 * background (`ctx.mailer.defer`), so the PATCH answers at once; a failed or withheld email is logged
 * and does not undo the saved email (SPEC §4, §8: the dialog reports the email saved).
 * - An address the record has not proven (the usual case) gets the acknowledgement without any
 *   uploaded content: the shop's text and the verification link, within daily limits per sender
 *   address and recipient (issue 17 §1; `sendVerificationMail`).
 * - A proven address gets the acknowledgement with the photo's thumbnail (issue 7 §1), and
 *   PREVIEW_AUTO_SEND sends artwork that is already ready (issue 8).
 * @param clientIp the address the request came from (`request.ip`).
 */
export async function onPreviewRequested(ctx: AppContext, customer: CustomerRow, clientIp: string): Promise<void> {
  const to = customer.email;
  if (!to) return;
  const logFailure = (error: unknown) => {
    // No address, customer id or server reply in the log: all may be personal (the id is a credential).
    const code = error instanceof AppError ? error.code : error instanceof Error ? error.name : typeof error;
    ctx.log.warn({ code }, 'preview acknowledgement email failed');
  };
  if (!customer.emailVerifiedAt) {
    ctx.mailer.defer(async () => {
      await sendVerificationMail(ctx, { id: customer.id, email: to, locale: customer.locale }, clientIp).catch(
        logFailure,
      );
    });
    return;
  }
  const ack = {
    to,
    locale: isLocale(customer.locale) ? customer.locale : defaultLocale,
    photoUrl: customer.imageUrl,
    customerId: customer.id,
  };
  ctx.mailer.defer(async () => {
    await sendPreviewAcknowledgement(ctx, ack).catch(logFailure);
    await autoSendPreview(ctx, customer.id);
  });
}

/**
 * Applies the SPEC §7 `users: update` changes a customer may make to its own record, under the
 * row's lock, and runs `onPreviewRequested` when the change completes a preview request. A new email
 * (compared trimmed and lower-cased) clears the record's verification: the new address is a claim
 * to prove again (issue 17 §1).
 * @param clientIp the address the request came from (`request.ip`), for the mail limits.
 * @throws AppError CUSTOMER_NOT_FOUND
 */
export async function updateCustomer(
  ctx: AppContext,
  id: string,
  changes: UpdateCustomerBody,
  clientIp: string,
): Promise<CustomerRow> {
  const { before, after } = await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: customers.email, previewRequested: customers.previewRequested })
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!current) throw new AppError('CUSTOMER_NOT_FOUND', 'No customer with that id');
    const newAddress =
      changes.email !== undefined && normalizeEmail(changes.email) !== normalizeEmail(current.email ?? '');
    const [row] = await tx
      .update(customers)
      .set({
        ...changes,
        ...(newAddress ? { emailVerifiedAt: null } : {}),
        // The first request's time stays: staff list preview requests by it.
        ...(changes.previewRequested
          ? { previewRequestedAt: sql`coalesce(${customers.previewRequestedAt}, now())` }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, id))
      .returning();
    return { before: current, after: row };
  });
  if (completesPreviewRequest(before, after)) await onPreviewRequested(ctx, after, clientIp);
  return after;
}
