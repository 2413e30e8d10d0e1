/**
 * What an order's invoice says (issue 21 §2), as plain formatted strings: the PDF (invoice-pdf.ts)
 * only lays them out, and tests read them here. In the order's language; amounts formatted with
 * Intl from minor units; the VAT line at the rate recorded on the order.
 */
import type { ShopOperatorConfig } from '#server/config.ts';
import type { orders } from '#server/db/schema/index.ts';
import type { Color, ProductType, Size } from '#shared/catalog.ts';
import { interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { taxCatalogues } from '#shared/i18n/tax-catalogues.ts';
import { type Currency, intlTagByLocale, isLocale, type Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { formatVatRate } from '#shared/tax.ts';

type OrderRow = typeof orders.$inferSelect;

/** The prices an order was charged, minor units, from its price book version (invoices.service.ts). */
export interface ChargedPrices {
  /** The item's price before any discount. */
  itemOriginalMinor: number;
  /** The item's price as charged. */
  itemMinor: number;
  /** The animated transformation fee as charged. */
  feeMinor: number;
}

/** One row of an invoice; amounts in minor units of the order's currency (a discount is negative). */
export interface InvoiceLine {
  kind: 'item' | 'fee' | 'discount';
  description: string;
  /** A second line under the description (size and colour). */
  detail: string | null;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
}

/** An order's line item as its invoice lists it (issue 21 §4; minor units). */
export interface InvoiceOrderLine {
  productType: string;
  size: string;
  color: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

/** A discount code's row (issue 21 §3): what the code took off the total. */
function codeDiscountLine(locale: Locale, code: string, discountMinor: number): InvoiceLine {
  return {
    kind: 'discount',
    description: `${taxCatalogues[locale].invoice.discount} (${code})`,
    detail: null,
    quantity: 1,
    unitMinor: -discountMinor,
    amountMinor: -discountMinor,
  };
}

/**
 * The rows of a cart order's invoice (issue 21 §4): each line item as charged, the transformation
 * fees (one per distinct artwork) and a discount code's row. Null when they do not add up to
 * `chargedTotalMinor`, so the caller falls back to one row rather than print a wrong split.
 */
export function cartInvoiceLinesOf(
  lines: readonly InvoiceOrderLine[],
  order: { feeMinor: number | null; discountCode: string | null; discountMinor: number | null },
  locale: Locale,
  chargedTotalMinor: number,
): InvoiceLine[] | null {
  const names = serverCatalogues[locale].lineItems;
  const rows: InvoiceLine[] = lines.map((line) => ({
    kind: 'item',
    description: names.productNames[line.productType as ProductType] ?? line.productType,
    detail: `${names.sizes[line.size as Size] ?? line.size} · ${names.colors[line.color as Color] ?? line.color}`,
    quantity: line.quantity,
    unitMinor: line.unitPriceMinor,
    amountMinor: line.lineTotalMinor,
  }));
  if (order.feeMinor) {
    rows.push({
      kind: 'fee',
      description: names.transformationFee,
      detail: null,
      quantity: 1,
      unitMinor: order.feeMinor,
      amountMinor: order.feeMinor,
    });
  }
  if (order.discountCode && order.discountMinor)
    rows.push(codeDiscountLine(locale, order.discountCode, order.discountMinor));
  const sum = rows.reduce((total, row) => total + row.amountMinor, 0);
  return sum === chargedTotalMinor ? rows : null;
}

/**
 * The rows of a one-item order's invoice: the item at its original price, the transformation fee,
 * the order-now discount (when one applied) and a discount code's row. Cart orders use
 * {@link cartInvoiceLinesOf}. Without known prices (an order from before price book versions, or prices that do not add
 * up to what was paid) one row carries the whole amount, so the invoice never claims a wrong split.
 * @param chargedTotalMinor what the items cost, minor units (the total less a tax added on top).
 */
export function invoiceLinesOf(
  order: Pick<OrderRow, 'productType' | 'size' | 'color'> & Partial<Pick<OrderRow, 'discountCode' | 'discountMinor'>>,
  locale: Locale,
  prices: ChargedPrices | null,
  chargedTotalMinor: number,
): InvoiceLine[] {
  const codeMinor = order.discountCode && order.discountMinor ? order.discountMinor : 0;
  const names = serverCatalogues[locale].lineItems;
  const item = {
    kind: 'item' as const,
    description: names.productNames[order.productType as ProductType] ?? order.productType,
    detail: `${names.sizes[order.size as Size] ?? order.size} · ${names.colors[order.color as Color] ?? order.color}`,
    quantity: 1,
  };
  if (!prices || prices.itemMinor + prices.feeMinor - codeMinor !== chargedTotalMinor) {
    return [{ ...item, unitMinor: chargedTotalMinor, amountMinor: chargedTotalMinor }];
  }
  const lines: InvoiceLine[] = [
    { ...item, unitMinor: prices.itemOriginalMinor, amountMinor: prices.itemOriginalMinor },
    {
      kind: 'fee',
      description: names.transformationFee,
      detail: null,
      quantity: 1,
      unitMinor: prices.feeMinor,
      amountMinor: prices.feeMinor,
    },
  ];
  const discountMinor = prices.itemOriginalMinor - prices.itemMinor;
  if (discountMinor > 0) {
    const label = taxCatalogues[locale].invoice.discount;
    lines.push({
      kind: 'discount',
      description: label,
      detail: null,
      quantity: 1,
      unitMinor: -discountMinor,
      amountMinor: -discountMinor,
    });
  }
  if (codeMinor > 0 && order.discountCode) lines.push(codeDiscountLine(locale, order.discountCode, codeMinor));
  return lines;
}

/** An invoice ready to lay out: every text in the order's language, every amount formatted. */
export interface InvoiceModel {
  /** BCP 47 tag, e.g. `de-DE`. */
  lang: string;
  title: string;
  /** A notice above everything (a test order's), or null. */
  notice: string | null;
  /** Invoice number, dates, order number: `[label, value]`. */
  facts: Array<[string, string]>;
  seller: { heading: string; lines: string[] };
  buyer: { heading: string; lines: string[] } | null;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  lines: Array<{ description: string; detail: string | null; quantity: string; unitPrice: string; amount: string }>;
  /** Shipping, net, VAT and total rows: `[label, value]`; the last is the total. */
  totals: Array<[string, string]>;
  /** Closing lines: payment, supply date, tax note, thanks. */
  notes: string[];
  /** The file name offered for download, e.g. `invoice-INV-000042.pdf`. */
  fileName: string;
}

/** An order as its invoice needs it. */
export type InvoiceOrder = Pick<
  OrderRow,
  | 'orderNumber'
  | 'invoiceNumber'
  | 'createdAt'
  | 'locale'
  | 'currency'
  | 'amountTotalMinor'
  | 'taxMinor'
  | 'taxRateBasisPoints'
  | 'taxCountry'
  | 'productType'
  | 'size'
  | 'color'
  | 'testMode'
  | 'shippingAddress'
  | 'email'
>;

/**
 * The invoice of `order` with `lines` (from {@link invoiceLinesOf}), issued by `operator`.
 * @param supportEmail the shop's contact mailbox, printed under the seller.
 */
export function invoiceModelOf(
  order: InvoiceOrder,
  lines: InvoiceLine[],
  operator: ShopOperatorConfig,
  supportEmail: string,
): InvoiceModel {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en-us';
  const tag = intlTagByLocale[locale];
  const { invoice: text, tax } = taxCatalogues[locale];
  const currency = order.currency.toUpperCase() as Currency;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency }, locale);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(order.createdAt);
  const invoiceNumber = order.invoiceNumber ?? order.orderNumber;
  const taxMinor = order.taxMinor ?? 0;
  const isEuro = currency === 'EUR';
  const totals: Array<[string, string]> = [[text.shipping, text.free]];
  const notes: string[] = [interpolate(text.paid, { date })];
  if (isEuro && order.taxRateBasisPoints && order.taxRateBasisPoints > 0) {
    const rate = formatVatRate(order.taxRateBasisPoints, tag);
    totals.push([text.netAmount, money(order.amountTotalMinor - taxMinor)]);
    totals.push([interpolate(tax.vatAmount, { rate }), money(taxMinor)]);
  } else if (isEuro) {
    notes.push(tax.noVat);
  } else if (taxMinor > 0) {
    totals.push([text.netAmount, money(order.amountTotalMinor - taxMinor)]);
    totals.push([tax.salesTaxAmount, money(taxMinor)]);
  } else {
    notes.push(tax.noSalesTax);
  }
  totals.push([text.total, money(order.amountTotalMinor)]);
  notes.push(text.supplyDate, text.thanks);

  const sellerLines = operator.legalName
    ? [operator.legalName, ...operator.addressLines]
    : [text.operatorMissing, ...operator.addressLines];
  if (operator.vatId) sellerLines.push(`${text.vatId}: ${operator.vatId}`);
  sellerLines.push(interpolate(text.contact, { email: supportEmail }));
  const address = order.shippingAddress;
  const countryName = address?.country
    ? (new Intl.DisplayNames([tag], { type: 'region' }).of(address.country) ?? address.country)
    : null;
  const buyer = address
    ? {
        heading: text.billTo,
        lines: [
          address.name,
          address.line1,
          address.line2,
          [address.postalCode, address.city].filter(Boolean).join(' '),
          address.state,
          countryName,
        ].filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
      }
    : null;
  return {
    lang: tag,
    title: text.title,
    notice: order.testMode ? text.testNote : null,
    facts: [
      [text.invoiceNumber, invoiceNumber],
      [text.invoiceDate, date],
      [text.orderNumber, order.orderNumber],
    ],
    seller: { heading: text.seller, lines: sellerLines },
    buyer,
    columns: { description: text.description, quantity: text.quantity, unitPrice: text.unitPrice, amount: text.amount },
    lines: lines.map((line) => ({
      description: line.description,
      detail: line.detail,
      quantity: String(line.quantity),
      unitPrice: money(line.unitMinor),
      amount: money(line.amountMinor),
    })),
    totals,
    notes,
    fileName: `invoice-${invoiceNumber}.pdf`,
  };
}
