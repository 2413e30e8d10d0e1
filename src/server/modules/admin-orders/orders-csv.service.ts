/**
 * The staff orders list as a CSV file (issue 19 §1; `GET /api/admin/orders.csv`): the same filter and
 * order as the list, every matching order up to {@link csvMaxRows}, one row each. Cells are
 * CSV-injection safe: a value a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`,
 * tab or carriage return) is prefixed with `'` (OWASP's advice), and csv-stringify quotes the rest.
 * Money: `amount_total_minor` is what was paid and `refunded_minor` what went back (succeeded refunds,
 * issue 19 §5), side by side; the net is their difference, left to the spreadsheet.
 */
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '#server/ports/app-context.ts';
import type { AdminOrderSummary } from '#shared/api/admin-orders.schemas.ts';
import { type AdminOrdersFilter, findAdminOrders } from './admin-orders.service.ts';

/** Most rows one export holds; the filter narrows a larger shop's export. */
const csvMaxRows = 50_000;

const columns = [
  'order_number',
  'created_at',
  'status',
  'test_mode',
  'email',
  'name',
  'line1',
  'line2',
  'postal_code',
  'city',
  'state',
  'country',
  'product_type',
  'size',
  'color',
  'amount_total_minor',
  'refunded_minor',
  'currency',
  'discount_kind',
  'locale',
] as const;

/** A cell a spreadsheet will show as text, never evaluate. */
function safeCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function rowOf(order: AdminOrderSummary): string[] {
  const a = order.shippingAddress;
  return [
    order.orderNumber,
    order.createdAt,
    order.status,
    order.testMode,
    order.email,
    a?.name ?? null,
    a?.line1 ?? null,
    a?.line2 ?? null,
    a?.postalCode ?? null,
    a?.city ?? null,
    a?.state ?? null,
    a?.country ?? null,
    order.productType,
    order.size,
    order.color,
    order.amountTotalMinor,
    order.refundedMinor,
    order.currency,
    order.discountKind,
    order.locale,
  ].map(safeCell);
}

/**
 * The orders matching `filter` as CSV text (RFC 4180, header row, CRLF line ends, UTF-8 with a BOM so
 * spreadsheet programs read accents right) and a file name with today's date (`orders-2026-11-26.csv`).
 */
export async function ordersCsv(
  ctx: AppContext,
  filter: AdminOrdersFilter,
): Promise<{ csv: string; fileName: string }> {
  const orders = await findAdminOrders(ctx, filter, csvMaxRows);
  const csv = stringify([[...columns], ...orders.map(rowOf)], { record_delimiter: 'windows', bom: true });
  return { csv, fileName: `orders-${new Date().toISOString().slice(0, 10)}.csv` };
}
