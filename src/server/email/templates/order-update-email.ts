/**
 * The customer emails after the order confirmation (issue 19 §6, §7), in the order's language:
 * - `in_production`, `shipped` (carrier, tracking number and link of every shipment, the expected
 *   delivery window), `delivered` (the 30-day return window of SPEC §1), `cancelled`: one per
 *   status change (an on-hold is internal and sends none; see order-status-emails.service.ts);
 * - `refund`: the amount refunded (Intl, the order's currency), full or partial;
 * - `status-link`: the private status link an order lookup asked for.
 * Every one ends with the order's private status link (the layout adds the support line). A test order's says so
 * first and its subject starts with `[TEST]` (issue 17 point 4), as the confirmation does.
 */

import { createElement as h, type ReactNode } from 'react';
import { formatDeliveryWindow } from '#shared/delivery-window.ts';
import { testOrderSubjectPrefix } from '#shared/email-subjects.ts';
import type { OrderUpdateEmailMessages } from '#shared/i18n/email-catalogue.types.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { type Currency, intlTagByLocale, type Locale } from '#shared/locales.ts';
import { claimPlaceholders, type MarketingClaims } from '#shared/marketing-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { Button, Column, Link, Row, Section, Text } from './email-components.ts';
import { colors, EmailLayout, styles } from './email-layout.ts';

/** A parcel as the shipped email lists it. */
export interface EmailShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** What the email tells. */
export type OrderUpdate =
  | { kind: 'in_production' | 'delivered' | 'cancelled' | 'status-link' }
  | { kind: 'shipped'; shipments: EmailShipment[]; expectedDelivery: { from: string; to: string } | null }
  | { kind: 'refund'; amountMinor: number; paidMinor: number; currency: string };

export interface OrderUpdateEmailProps {
  locale: Locale;
  orderNumber: string;
  update: OrderUpdate;
  /** Absolute URL of the order's private status page (with its token). */
  statusUrl: string;
  supportEmail: string;
  /** The shop's claims (issue 21 §5, config `claims`): free shipping or not, and the days the text states. */
  claims: MarketingClaims;
  testMode?: boolean;
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
const boxStyle = { backgroundColor: colors.page, borderRadius: '8px', padding: '12px 16px', margin: '0 0 16px' };
const rowLabel = { ...styles.small, margin: '0', padding: '4px 0' };
const rowValue = { fontSize: '14px', lineHeight: '20px', fontWeight: 700, margin: '0', padding: '4px 0' };

/** Subject, heading and body lines of each kind, in the catalogue of the order's language. */
function wording(text: OrderUpdateEmailMessages, props: OrderUpdateEmailProps) {
  const { update, locale } = props;
  switch (update.kind) {
    case 'in_production':
      return { subject: text.inProductionSubject, heading: text.inProductionHeading, body: [text.inProductionBody] };
    case 'shipped':
      return { subject: text.shippedSubject, heading: text.shippedHeading, body: [text.shippedBody] };
    case 'delivered':
      return {
        subject: text.deliveredSubject,
        heading: text.deliveredHeading,
        body: [interpolate(text.deliveredBody, claimPlaceholders(props.claims))],
      };
    case 'cancelled':
      return { subject: text.cancelledSubject, heading: text.cancelledHeading, body: [text.cancelledBody] };
    case 'status-link':
      return { subject: text.statusLinkSubject, heading: text.statusLinkHeading, body: [text.statusLinkBody] };
    case 'refund': {
      const money = (amountMinor: number) =>
        // Intl formats any ISO 4217 code; the narrower Currency type lists what the shop charges.
        formatMoney({ amountMinor, currency: update.currency.toUpperCase() as Currency }, locale);
      const line =
        update.amountMinor >= update.paidMinor
          ? interpolate(text.refundFullBody, { amount: money(update.amountMinor) })
          : interpolate(text.refundPartialBody, { amount: money(update.amountMinor), total: money(update.paidMinor) });
      return { subject: text.refundSubject, heading: text.refundHeading, body: [line, text.refundTiming] };
    }
  }
}

/** The subject of `props` in the order's language, `[TEST]`-prefixed for a test order. */
export function orderUpdateEmailSubject(props: OrderUpdateEmailProps): string {
  const text = emailCatalogues[props.locale].orderUpdate;
  const subject = interpolate(wording(text, props).subject, { orderNumber: props.orderNumber });
  return props.testMode ? `${testOrderSubjectPrefix}${subject}` : subject;
}

/** The parcels of a shipped order: carrier, tracking number and tracking link of each. */
function Shipments({ shipments, text }: { shipments: EmailShipment[]; text: OrderUpdateEmailMessages }): ReactNode {
  return shipments.map((parcel, index) =>
    h(
      Section,
      { key: `${parcel.trackingNumber}-${index}`, style: boxStyle },
      h(
        Row,
        null,
        h(Column, null, h(Text, { style: rowLabel }, text.carrierLabel)),
        h(Column, { align: 'right' }, h(Text, { style: rowValue }, parcel.carrier)),
      ),
      h(
        Row,
        null,
        h(Column, null, h(Text, { style: rowLabel }, text.trackingNumberLabel)),
        h(Column, { align: 'right' }, h(Text, { style: rowValue }, parcel.trackingNumber)),
      ),
      parcel.trackingUrl
        ? h(
            Text,
            { style: { ...styles.text, margin: '8px 0 0' } },
            // In the plain-text part a link reads `label URL`: the URL once.
            h(Link, { href: parcel.trackingUrl, style: { ...styles.link, fontWeight: 700 } }, text.trackParcel),
          )
        : null,
    ),
  );
}

/** The email as a React Email element tree. */
export function OrderUpdateEmail(props: OrderUpdateEmailProps): ReactNode {
  const { common, orderUpdate: text } = emailCatalogues[props.locale];
  const words = wording(text, props);
  const orderNumber = { orderNumber: props.orderNumber };
  const { update } = props;
  return h(
    EmailLayout,
    {
      locale: props.locale,
      preheader: interpolate(words.subject, orderNumber),
      common,
      supportEmail: props.supportEmail,
      footer: text.footer,
    },
    props.testMode ? h(Text, { style: testNoteStyle }, text.testNote) : null,
    h(Text, { style: styles.heading }, words.heading),
    h(Text, { style: styles.text }, common.greeting),
    ...words.body.map((line) => h(Text, { key: line, style: styles.text }, line)),
    h(
      Section,
      { style: boxStyle },
      h(
        Row,
        null,
        h(Column, null, h(Text, { style: rowLabel }, text.orderNumberLabel)),
        h(Column, { align: 'right' }, h(Text, { style: rowValue }, props.orderNumber)),
      ),
    ),
    update.kind === 'shipped' ? h(Shipments, { shipments: update.shipments, text }) : null,
    update.kind === 'shipped' && update.expectedDelivery
      ? h(
          Text,
          { style: { ...styles.text, fontWeight: 700 } },
          interpolate(text.expectedDelivery, {
            window: formatDeliveryWindow(update.expectedDelivery, intlTagByLocale[props.locale]),
          }),
        )
      : null,
    h(
      Section,
      { style: { textAlign: 'center', margin: '8px 0 24px' } },
      h(Button, { href: props.statusUrl, style: styles.button }, text.statusButton),
    ),
    h(Text, { style: styles.small }, text.statusLinkFallback),
    h(Text, { style: styles.small }, h(Link, { href: props.statusUrl, style: styles.longLink }, props.statusUrl)),
    update.kind === 'status-link' ? h(Text, { style: styles.small }, text.statusLinkIgnore) : null,
  );
}
