/**
 * The tax and invoice rows of the staff order page (issue 21 §2): the VAT in the amount paid at the
 * destination's rate (or Stripe Tax's sales tax), and the invoice PDF's download.
 */
import { FileText } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { formatVatRate } from '#shared/tax.ts';
import { Detail } from './order-detail-card.tsx';
import { formatMinorAmount } from './order-format.ts';

/** Where staff download an order's invoice (their session cookie goes with the link). */
export const adminInvoiceUrl = (orderNumber: string) =>
  `/api/admin/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;

/** Two rows: the tax (none for orders from before tax was recorded) and the invoice link. */
export function OrderTaxDetails({ t, locale, order }: { t: Translator; locale: Locale; order: AdminOrderDetail }) {
  const { taxMinor, taxRateBasisPoints, taxCountry, invoiceNumber } = order;
  let tax: string | null = null;
  if (taxMinor !== null) {
    const amount = `${formatMinorAmount(taxMinor, order.currency, locale)} ${order.currency}`;
    tax = taxRateBasisPoints
      ? t('adminOrders.order.tax.vat', {
          amount,
          rate: formatVatRate(taxRateBasisPoints, intlTagByLocale[locale]),
          country: taxCountry ?? '',
        })
      : taxMinor > 0
        ? t('adminOrders.order.tax.salesTax', { amount })
        : t('adminOrders.order.tax.none', { country: taxCountry ?? '-' });
  }
  return (
    <>
      {tax !== null && (
        <Detail label={t('adminOrders.order.fields.tax')}>
          <span className="tabular-nums" data-testid="order-tax">
            {tax}
          </span>
        </Detail>
      )}
      {invoiceNumber && (
        <Detail label={t('adminOrders.order.fields.invoice')}>
          <a
            href={adminInvoiceUrl(order.orderNumber)}
            download
            className={buttonClasses('outline', 'sm')}
            data-testid="order-invoice-download"
          >
            <FileText className="size-4" aria-hidden="true" />
            {invoiceNumber}
          </a>
        </Detail>
      )}
    </>
  );
}
