/**
 * SQL pieces shared by the staff lists of orders and preview requests (issue 7 §3): the artwork of
 * an email and the order-link emails sent to it. Emails are compared trimmed and lower-cased, as the
 * email-order links compare them (email-links.ts `normalizeEmail`).
 */
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers, emailSent, staffImages } from '#server/db/schema/index.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { StaffImageKind } from '#shared/api/admin.schemas.ts';

/**
 * `"table"."column"`: Drizzle leaves columns unqualified in a one-table query, and inside a
 * subquery an unqualified `email` would name the subquery's own column.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Storage key of the newest image of `kind` staff stored for the email in `emailColumn`, or null
 * (a correlated subquery; the same choice email-orders.service.ts makes for the email-order page).
 */
export function newestStaffImageKey(emailColumn: AnyPgColumn, kind: StaffImageKind): SQL<string | null> {
  return sql<string | null>`(
    select ${qualified(staffImages.storageKey)} from ${staffImages}
    where lower(${qualified(staffImages.email)}) = lower(trim(${qualified(emailColumn)}))
      and ${qualified(staffImages.kind)} = ${kind}
    order by ${qualified(staffImages.createdAt)} desc, ${qualified(staffImages.id)} desc
    limit 1
  )`;
}

/**
 * Storage key of the newest image of `kind` staff stored for the customer in a `customers` row
 * (issue 17 §1): attached to it, or kept for its email while the customer proved that address; or
 * null (a correlated subquery; the same choice email-orders.service.ts makes for a link bound to it).
 */
export function newestOwnedStaffImageKey(kind: StaffImageKind): SQL<string | null> {
  return sql<string | null>`(
    select ${qualified(staffImages.storageKey)} from ${staffImages}
    where ${qualified(staffImages.kind)} = ${kind}
      and (${qualified(staffImages.customerId)} = ${qualified(customers.id)}
        or (${qualified(customers.emailVerifiedAt)} is not null and ${qualified(staffImages.customerId)} is null
          and lower(${qualified(staffImages.email)}) = lower(trim(${qualified(customers.email)}))))
    order by ${qualified(staffImages.createdAt)} desc, ${qualified(staffImages.id)} desc
    limit 1
  )`;
}

/** How many order-link emails were sent to the email in `emailColumn` (a correlated subquery). */
export function orderLinkEmailCount(emailColumn: AnyPgColumn): SQL<number> {
  return sql`(
    select count(*) from ${emailSent}
    where lower(${qualified(emailSent.email)}) = lower(trim(${qualified(emailColumn)}))
      and ${qualified(emailSent.kind)} = 'order-link'
  )`.mapWith(Number);
}

/** When the last order-link email went to the email in `emailColumn`, or null (a correlated subquery). */
export function lastOrderLinkSentAt(emailColumn: AnyPgColumn): SQL<Date | null> {
  return sql`(
    select max(${qualified(emailSent.sentAt)}) from ${emailSent}
    where lower(${qualified(emailSent.email)}) = lower(trim(${qualified(emailColumn)}))
      and ${qualified(emailSent.kind)} = 'order-link'
  )`.mapWith(emailSent.sentAt);
}

/** The artwork URL: a staff-generated image (by storage key) wins over the customer's generated image. */
export function artworkUrl(
  storage: FileStorage,
  staffKey: string | null,
  customerGenerated: string | null,
): string | null {
  return staffKey ? storage.url(staffKey) : customerGenerated;
}

/** The photo URL: the customer's own upload, else the newest photo staff stored for the email. */
export function photoUrl(storage: FileStorage, customerUpload: string | null, staffKey: string | null): string | null {
  return customerUpload ?? (staffKey ? storage.url(staffKey) : null);
}

/** A LIKE pattern matching `search` anywhere, its wildcards taken literally (PostgreSQL's `\` escape). */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ISO 8601 of a timestamp as the drivers return it (Date; a string only from raw SQL). */
export function isoTime(value: Date | string): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}
