/**
 * Staff's discount codes (issue 21 §3; page /admin/discounts): create, list with their uses, switch
 * off. A code is never deleted: its redemptions stay with their orders.
 */
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discountCodes, discountRedemptions } from '#server/db/schema/index.ts';
import type { AdminDiscountCode, CreateDiscountCodeBody } from '#shared/api/discount-codes.schemas.ts';
import type { ProductType } from '#shared/catalog.ts';
import { isValidDiscountCode, normalizeDiscountCode } from '#shared/discount-codes.ts';
import { AppError } from '#shared/errors.ts';
import type { DiscountCodeRow } from './discount-codes.service.ts';

function invalid(field: string, message: string): AppError {
  return new AppError('DISCOUNT_CODE_INVALID', `${field}: ${message}`, field);
}

/**
 * The rules across fields, on a body that passed its schema.
 * @throws AppError DISCOUNT_CODE_INVALID naming the field.
 */
function checkTerms(body: CreateDiscountCodeBody, code: string): void {
  if (!isValidDiscountCode(code)) throw invalid('code', 'use 3-32 letters A-Z, digits, - or _');
  if (body.kind === 'percent') {
    if (body.percent === undefined) throw invalid('percent', 'a percent code needs its percent (1-100)');
    if (body.amountMinor !== undefined) throw invalid('amountMinor', 'a percent code has no amount');
  } else {
    if (body.amountMinor === undefined) throw invalid('amountMinor', 'a fixed code needs its amount in minor units');
    if (body.percent !== undefined) throw invalid('percent', 'a fixed code has no percent');
    if (!body.currency) throw invalid('currency', 'a fixed code needs its currency');
  }
  if (body.minimumMinor !== undefined && !body.currency)
    throw invalid('currency', 'a minimum order needs its currency');
  if (body.startsAt && body.endsAt && new Date(body.endsAt) <= new Date(body.startsAt)) {
    throw invalid('endsAt', 'the end must be after the start');
  }
}

async function usesByCode(db: Db, codeIds: string[]): Promise<Map<string, { redeemed: number; reserved: number }>> {
  const uses = new Map<string, { redeemed: number; reserved: number }>();
  if (codeIds.length === 0) return uses;
  const rows = await db
    .select({
      codeId: discountRedemptions.codeId,
      redeemed: sql<number>`count(*) filter (where ${discountRedemptions.status} = 'redeemed')`.mapWith(Number),
      reserved: sql<number>`count(*) filter (where ${discountRedemptions.status} = 'reserved')`.mapWith(Number),
    })
    .from(discountRedemptions)
    .where(
      or(
        eq(discountRedemptions.status, 'redeemed'),
        and(eq(discountRedemptions.status, 'reserved'), gt(discountRedemptions.expiresAt, sql`now()`)),
      ),
    )
    .groupBy(discountRedemptions.codeId);
  for (const row of rows) uses.set(row.codeId, { redeemed: row.redeemed, reserved: row.reserved });
  return uses;
}

function toAdminCode(row: DiscountCodeRow, uses = { redeemed: 0, reserved: 0 }): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    percent: row.percent,
    amountMinor: row.amountMinor,
    currency: row.currency === 'USD' || row.currency === 'EUR' ? row.currency : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perEmailLimit: row.perEmailLimit,
    minimumMinor: row.minimumMinor,
    productTypes: (row.productTypes as ProductType[] | null) ?? null,
    combinesWithOrderNow: row.combinesWithOrderNow,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    ...uses,
  };
}

/** Every code, newest first, with its uses counted now (paid, and held by open checkouts). */
export async function listDiscountCodes(db: Db): Promise<AdminDiscountCode[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
  const uses = await usesByCode(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminCode(row, uses.get(row.id)));
}

/**
 * Creates a code from staff's body; `code` is stored normalised (upper case), so `welcome5` and
 * `WELCOME5` are one code.
 * @throws AppError DISCOUNT_CODE_INVALID (naming the field), DISCOUNT_CODE_EXISTS.
 */
export async function createDiscountCode(
  db: Db,
  body: CreateDiscountCodeBody,
  staffId: string | null,
): Promise<AdminDiscountCode> {
  const code = normalizeDiscountCode(body.code);
  checkTerms(body, code);
  // The unique column decides a race between two staff saving the same code.
  const [row] = await db
    .insert(discountCodes)
    .values({
      code,
      kind: body.kind,
      percent: body.percent ?? null,
      amountMinor: body.amountMinor ?? null,
      currency: body.currency ?? null,
      startsAt: body.startsAt ? new Date(body.startsAt) : null,
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      usageLimit: body.usageLimit ?? null,
      perEmailLimit: body.perEmailLimit ?? null,
      minimumMinor: body.minimumMinor ?? null,
      productTypes: body.productTypes ? [...new Set(body.productTypes)] : null,
      combinesWithOrderNow: body.combinesWithOrderNow ?? false,
      createdBy: staffId,
    })
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  if (!row) throw new AppError('DISCOUNT_CODE_EXISTS', `The code ${code} exists already`);
  return toAdminCode(row);
}

/**
 * Switches a code off (customers then get DISCOUNT_CODE_UNKNOWN) or on again.
 * @throws AppError NOT_FOUND for an id that is no code.
 */
export async function setDiscountCodeActive(db: Db, id: string, active: boolean): Promise<AdminDiscountCode> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', 'No such discount code');
  const [row] = await db.update(discountCodes).set({ active }).where(eq(discountCodes.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such discount code');
  const uses = await usesByCode(db, [row.id]);
  return toAdminCode(row, uses.get(row.id));
}
