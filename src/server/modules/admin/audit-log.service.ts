/**
 * Staff audit log (issue 17 §3, ADR 0013): one row per staff mutation, sign-in (success or failure)
 * and account change, read by the owner newest first. Rows never hold a password, a code, a session
 * id or a customer id: callers pass only an action name, a target they chose (a staff email, an
 * order id) and the request's id and address.
 */
import { count, desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { staffAuditLog } from '#server/db/schema/index.ts';
import type { AuditPage } from '#shared/api/staff-accounts.schemas.ts';

/** Actions with their own entry; other admin mutations are logged as `METHOD /route/:pattern`. */
export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_code_failed'
  | 'sign_in_refused_disabled'
  | 'sign_out'
  | 'password_changed'
  | 'password_check_failed'
  | 'totp_code_failed'
  | 'totp_setup_started'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'staff_added'
  | 'owner_added'
  | 'staff_disabled'
  | 'staff_enabled'
  | 'staff_made_owner'
  | 'owner_made_staff'
  | 'staff_password_reset'
  | 'order_status_changed'
  | 'order_sent_to_fulfilment'
  | 'order_refunded'
  | 'order_proof_artwork_uploaded'
  | 'order_proof_regenerated'
  | 'order_proof_sent'
  | 'customer_erased'
  | 'price_book_saved'
  | 'product_saved'
  | 'discount_code_created'
  | 'discount_code_activated'
  | 'discount_code_deactivated';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once a route wrote its own audit entry, so the generic one is not added as well. */
    auditRecorded: boolean;
  }
}

/** One entry to write. `staff` is who acted (or, for a failed sign-in, whom it was for). */
export interface AuditEntryInput {
  staff: { id?: string | null; email: string } | null;
  action: AuditAction | string;
  target?: string | null;
  status?: number | null;
}

/** Longest target kept (a staff email, an order id). */
const maxTargetLength = 254;

/**
 * Writes an entry for `request` (its id and address) and marks the request as audited. A failure to
 * write is logged, never thrown: the staff member's action itself already happened.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntryInput): Promise<void> {
  request.auditRecorded = true;
  try {
    await db.insert(staffAuditLog).values({
      staffUserId: entry.staff?.id ?? null,
      staffEmail: entry.staff?.email ?? null,
      action: entry.action,
      target: entry.target ? entry.target.slice(0, maxTargetLength) : null,
      status: entry.status ?? null,
      requestId: request.id,
      address: request.ip,
    });
  } catch (error) {
    request.log.warn(`Could not write the staff audit entry ${entry.action}: ${(error as Error).message}`);
  }
}

/** One page of the log, newest first (page 0 first). */
export async function listAuditEntries(db: Db, page: number, pageSize: number): Promise<AuditPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ total: count() }).from(staffAuditLog),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staffEmail: row.staffEmail,
      action: row.action,
      target: row.target,
      status: row.status,
      requestId: row.requestId,
      address: row.address,
    })),
    total,
    page,
    pageSize,
  };
}
