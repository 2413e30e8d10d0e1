/**
 * The expected delivery window of a shipped order (issue 19 §6, §7). SPEC §1 promises delivery
 * within 12 business days of the order; a parcel needs a few business days once handed to the
 * carrier. The window therefore runs from 2 business days after shipping to the 12th business day
 * after the order (never shorter than 3 business days after shipping, for a late parcel).
 * Business days are Monday to Friday (public holidays differ by country and are not counted).
 * Isomorphic; dates are calendar days in UTC, as `YYYY-MM-DD`.
 */

/** SPEC §1: delivery within this many business days of the order, unless `DELIVERY_DAYS` says otherwise (issue 21 §5). */
export const promisedDeliveryBusinessDays = 12;

/** `date` moved forward by `days` business days (Mon–Fri), in UTC. */
export function addBusinessDays(date: Date, days: number): Date {
  const out = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  let left = days;
  while (left > 0) {
    out.setUTCDate(out.getUTCDate() + 1);
    const weekday = out.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return out;
}

/**
 * The window `{from, to}` (`YYYY-MM-DD`, inclusive) for an order placed at `placedAt` and shipped at
 * `shippedAt`, when the shop promises delivery within `promisedDays` business days (config `claims.deliveryDays`).
 */
export function expectedDeliveryWindow(
  placedAt: Date,
  shippedAt: Date,
  promisedDays: number = promisedDeliveryBusinessDays,
): { from: string; to: string } {
  const from = addBusinessDays(shippedAt, 2);
  const promised = addBusinessDays(placedAt, promisedDays);
  const latest = addBusinessDays(shippedAt, 3);
  const to = promised.getTime() > latest.getTime() ? promised : latest;
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** The window as text in `locale`, e.g. "Dec 3 – 9, 2026" (Intl date range). */
export function formatDeliveryWindow(window: { from: string; to: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(new Date(`${window.from}T00:00:00Z`), new Date(`${window.to}T00:00:00Z`));
}
