/**
 * The items of a cart order on the staff order page (issue 21 §4): one row per line item with its
 * quantity, size, colour and amount, then the transformation fees (one per distinct artwork). A
 * one-item order keeps the product, size and colour rows of before.
 */
import type { Translator } from '#client/i18n/i18n.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { Detail } from './order-detail-card.tsx';
import { formatMinorAmount } from './order-format.ts';

/** Whether `order` has more than one item (several lines, or a quantity above 1). */
export function hasSeveralItems(order: Pick<AdminOrderDetail, 'lines'>): boolean {
  return order.lines.length > 1 || order.lines.some((line) => line.quantity > 1);
}

/** `data-testid="order-lines"`: a list of the order's lines and the fees row. */
export function OrderLinesDetails({ t, locale, order }: { t: Translator; locale: Locale; order: AdminOrderDetail }) {
  const money = (minor: number) => `${formatMinorAmount(minor, order.currency, locale)} ${order.currency}`;
  return (
    <>
      <Detail label={t('adminOrders.order.fields.items')}>
        <ol className="space-y-1" data-testid="order-lines">
          {order.lines.map((line) => (
            <li key={line.position} className="flex flex-wrap justify-between gap-x-3" data-testid="order-line">
              <span>
                {t('adminOrders.order.fields.itemLine', {
                  quantity: line.quantity,
                  product: t(`customize.productNames.${line.productType}`),
                  size: t(`customize.sizes.${line.size}`),
                  color: t(`customize.colors.${line.color}`),
                })}
              </span>
              <span className="tabular-nums text-stone-600">{money(line.lineTotalMinor)}</span>
            </li>
          ))}
        </ol>
      </Detail>
      {order.feeMinor !== null && (
        <Detail label={t('adminOrders.order.fields.fees')}>
          <span className="tabular-nums" data-testid="order-fees">
            {money(order.feeMinor)}
          </span>
        </Detail>
      )}
    </>
  );
}
