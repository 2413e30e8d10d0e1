/**
 * The order confirmation email (issue 11): sent once per paid order in the order's language. It
 * says what the success page says: order number, the design (only a public artwork image, never
 * the customer's private photo), product, size, colour, total (Intl, from minor units), what
 * happens next (artwork check, printing, shipping with tracking, delivery within 12 business days:
 * SPEC §9) and how to change or cancel it (write to support with the order number). Text from
 * src/shared/i18n (emailCatalogues; product names from the server catalogue's line items). A test
 * order's (issue 17 point 4) says so first, and its subject starts with `[TEST]`.
 */

import { createElement as h, type ReactNode } from 'react';
import type { Color, ProductType, Size } from '#shared/catalog.ts';
import { orderConfirmationSubject } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { taxCatalogues } from '#shared/i18n/tax-catalogues.ts';
import type { Currency, Locale } from '#shared/locales.ts';
import { claimPlaceholders, type MarketingClaims } from '#shared/marketing-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { Button, Column, Img, Link, Row, Section, Text } from './email-components.ts';
import { colors, EmailLayout, styles, withNode } from './email-layout.ts';

export interface OrderConfirmationEmailProps {
  locale: Locale;
  orderNumber: string;
  productType: ProductType;
  size: Size;
  color: Color;
  /** The amount paid in minor units and its ISO 4217 code (any case). */
  amountTotalMinor: number;
  currency: string;
  /** The discount code used and what it took off, minor units (issue 21 §3); no line when absent. */
  discount?: { code: string; amountMinor: number } | null;
  /** Absolute URL of the design in a public storage area (the artwork preview); no image when null. */
  designImageUrl: string | null;
  supportEmail: string;
  /** The shop's claims (issue 21 §5, config `claims`): free shipping or not, and the days the text states. */
  claims: MarketingClaims;
  /** A test order (issue 17 point 4): `[TEST]` subject and a notice first in the body. */
  testMode?: boolean;
  /** Absolute URL of the order's private status page (issue 19 §7); no status link when absent. */
  statusUrl?: string | null;
  /** The tax in the total (issue 21 §2), e.g. `{label: 'Enthaltene MwSt. (19 %)', value: '4,79 €'}`; none when null. */
  taxRow?: { label: string; value: string } | null;
  /** The invoice PDF goes with the email (issue 21 §2): a line says so. */
  invoiceAttached?: boolean;
  /**
   * The order's items (issue 21 §4), minor units: listed one by one when there is more than one item,
   * with the transformation fees (`feeMinor`) beside them. A single item shows as before.
   */
  lines?: ReadonlyArray<{
    productType: ProductType;
    size: Size;
    color: Color;
    quantity: number;
    lineTotalMinor: number;
  }>;
  feeMinor?: number | null;
}

const testNoteStyle = {
  ...styles.text,
  fontWeight: 700,
  color: '#92400e',
  backgroundColor: '#fef3c7',
  border: '1px solid #f59e0b',
  borderRadius: '8px',
  padding: '12px 16px',
};

const rowLabel = { ...styles.small, margin: '0', padding: '6px 0' };
const rowValue = { fontSize: '14px', lineHeight: '20px', fontWeight: 700, margin: '0', padding: '6px 0' };

/** One "label: value" line of the summary table. */
function SummaryRow({ label, value }: { label: string; value: string }): ReactNode {
  return h(
    Row,
    null,
    h(Column, null, h(Text, { style: rowLabel }, label)),
    h(Column, { align: 'right' }, h(Text, { style: rowValue }, value)),
  );
}

/** The order confirmation as a React Email element tree. */
export function OrderConfirmationEmail(props: OrderConfirmationEmailProps): ReactNode {
  const { common, orderConfirmation: text, orderUpdate } = emailCatalogues[props.locale];
  const names = serverCatalogues[props.locale].lineItems;
  const total = formatMoney(
    // Intl formats any ISO 4217 code; the narrower Currency type lists what the shop charges.
    { amountMinor: props.amountTotalMinor, currency: props.currency.toUpperCase() as Currency },
    props.locale,
  );
  const orderNumber = { orderNumber: props.orderNumber };
  const supportLink = h(
    Link,
    { key: 'support', href: `mailto:${props.supportEmail}`, style: styles.link },
    props.supportEmail,
  );
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: props.currency.toUpperCase() as Currency }, props.locale);
  const lines = props.lines ?? [];
  const several = lines.length > 1 || lines.some((line) => line.quantity > 1);
  const itemRows = several
    ? [
        ...lines.map((line, index) =>
          h(SummaryRow, {
            key: `line-${index}`,
            label: `${line.quantity} × ${names.productNames[line.productType]} (${names.sizes[line.size]} · ${names.colors[line.color]})`,
            value: money(line.lineTotalMinor),
          }),
        ),
        typeof props.feeMinor === 'number'
          ? h(SummaryRow, { key: 'fee', label: names.transformationFee, value: money(props.feeMinor) })
          : null,
      ]
    : [
        h(SummaryRow, { key: 'product', label: text.productLabel, value: names.productNames[props.productType] }),
        h(SummaryRow, {
          key: 'variant',
          label: text.variantLabel,
          value: `${names.sizes[props.size]} · ${names.colors[props.color]}`,
        }),
      ];
  const steps = [
    text.stepCheck,
    text.stepPrint,
    props.claims.freeShipping ? text.stepShip : text.stepShipNoFreeShipping,
    text.stepDelivery,
  ].map((step) => interpolate(step, claimPlaceholders(props.claims)));
  return h(
    EmailLayout,
    {
      locale: props.locale,
      preheader: interpolate(text.preheader, orderNumber),
      common,
      supportEmail: props.supportEmail,
      footer: text.footer,
    },
    props.testMode ? h(Text, { style: testNoteStyle }, text.testNote) : null,
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, common.greeting),
    h(Text, { style: styles.text }, text.intro),
    h(
      Section,
      { style: { backgroundColor: colors.page, borderRadius: '8px', padding: '12px 16px', margin: '0 0 20px' } },
      h(SummaryRow, { label: text.orderNumberLabel, value: props.orderNumber }),
      ...itemRows,
      h(SummaryRow, { label: text.shippingLabel, value: text.shippingFree }),
      props.discount
        ? h(SummaryRow, {
            label: interpolate(text.discountLabel, { code: props.discount.code }),
            value: `−${formatMoney({ amountMinor: props.discount.amountMinor, currency: props.currency.toUpperCase() as Currency }, props.locale)}`,
          })
        : null,
      h(SummaryRow, { label: text.totalLabel, value: total }),
      props.taxRow ? h(SummaryRow, { label: props.taxRow.label, value: props.taxRow.value }) : null,
    ),
    props.invoiceAttached ? h(Text, { style: styles.small }, taxCatalogues[props.locale].tax.invoiceAttached) : null,
    props.designImageUrl
      ? h(Img, {
          src: props.designImageUrl,
          alt: text.imageAlt,
          width: 240,
          style: { ...styles.image, maxWidth: '240px' },
        })
      : null,
    h(Text, { style: { ...styles.text, fontWeight: 700, margin: '0 0 8px' } }, text.nextHeading),
    ...steps.map((step, index) =>
      h(Text, { key: step, style: { ...styles.text, margin: '0 0 8px' } }, `${index + 1}. ${step}`),
    ),
    ...(props.statusUrl
      ? [
          h(
            Text,
            { key: 'status-intro', style: { ...styles.text, margin: '16px 0 8px' } },
            orderUpdate.confirmationStatusIntro,
          ),
          h(
            Section,
            { key: 'status-button', style: { textAlign: 'center', margin: '8px 0 16px' } },
            h(Button, { href: props.statusUrl, style: styles.button }, orderUpdate.statusButton),
          ),
          h(
            Text,
            { key: 'status-link', style: styles.small },
            h(Link, { href: props.statusUrl, style: styles.longLink }, props.statusUrl),
          ),
        ]
      : []),
    h(Text, { style: { ...styles.text, fontWeight: 700, margin: '16px 0 8px' } }, text.changeHeading),
    h(Text, { style: styles.text }, ...withNode(interpolate(text.change, orderNumber), 'email', supportLink)),
  );
}

/** The confirmation's subject in the order's language (email-subjects.ts). */
export function orderConfirmationEmailSubject(
  props: Pick<OrderConfirmationEmailProps, 'locale' | 'orderNumber' | 'testMode'>,
): string {
  return orderConfirmationSubject(props.locale, props.orderNumber, props.testMode);
}
