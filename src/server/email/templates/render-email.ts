/**
 * Renders the shop's emails to what the mailer sends: an HTML part (React Email) and a plain-text
 * part derived from the same tree, so both always say the same.
 */
import { render } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import {
  CheckoutReminderEmail,
  type CheckoutReminderEmailProps,
  checkoutReminderEmailSubject,
} from './checkout-reminder-email.ts';
import {
  OrderConfirmationEmail,
  type OrderConfirmationEmailProps,
  orderConfirmationEmailSubject,
} from './order-confirmation-email.ts';
import { OrderLinkEmail, type OrderLinkEmailProps } from './order-link-email.ts';
import { OrderUpdateEmail, type OrderUpdateEmailProps, orderUpdateEmailSubject } from './order-update-email.ts';
import { PreviewAckEmail, type PreviewAckEmailProps } from './preview-ack-email.ts';
import { PreviewConfirmEmail, type PreviewConfirmEmailProps } from './preview-confirm-email.ts';
import { ProofEmail, type ProofEmailProps, proofEmailSubject } from './proof-email.ts';
import {
  StaffPreviewAlertEmail,
  type StaffPreviewAlertEmailProps,
  staffPreviewAlertSubject,
} from './staff-preview-alert-email.ts';

/** The two parts of a rendered email. */
export interface RenderedEmail {
  html: string;
  text: string;
}

/** Renders an element tree to HTML and plain text (links kept as `label https://…`, images dropped). */
async function renderParts(element: ReactNode): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** The order-link email's parts; the subject is the one staff chose. */
export function renderOrderLinkEmail(props: OrderLinkEmailProps): Promise<RenderedEmail> {
  return renderParts(h(OrderLinkEmail, props));
}

/** The preview acknowledgement's parts and its subject in the customer's language. */
export async function renderPreviewAckEmail(props: PreviewAckEmailProps): Promise<RenderedEmail & { subject: string }> {
  return {
    subject: emailCatalogues[props.locale].previewAck.subject,
    ...(await renderParts(h(PreviewAckEmail, props))),
  };
}

/** The preview acknowledgement to an address not proven yet (issue 17 §1): parts and subject. */
export async function renderPreviewConfirmEmail(
  props: PreviewConfirmEmailProps,
): Promise<RenderedEmail & { subject: string }> {
  return {
    subject: emailCatalogues[props.locale].previewConfirm.subject,
    ...(await renderParts(h(PreviewConfirmEmail, props))),
  };
}

/** The order confirmation's parts and its subject in the order's language (issue 11). */
export async function renderOrderConfirmationEmail(
  props: OrderConfirmationEmailProps,
): Promise<RenderedEmail & { subject: string }> {
  return { subject: orderConfirmationEmailSubject(props), ...(await renderParts(h(OrderConfirmationEmail, props))) };
}

/** A customer email after the confirmation (issue 19 §6, §7): parts and subject in the order's language. */
export async function renderOrderUpdateEmail(
  props: OrderUpdateEmailProps,
): Promise<RenderedEmail & { subject: string }> {
  return { subject: orderUpdateEmailSubject(props), ...(await renderParts(h(OrderUpdateEmail, props))) };
}

/** The proof email (issue 20 §4): parts and subject in the order's language. */
export async function renderProofEmail(props: ProofEmailProps): Promise<RenderedEmail & { subject: string }> {
  return { subject: proofEmailSubject(props), ...(await renderParts(h(ProofEmail, props))) };
}

/** The staff alert of preview requests waiting over an hour (issue 23 item 10): parts and subject. */
export async function renderStaffPreviewAlertEmail(
  props: StaffPreviewAlertEmailProps,
): Promise<RenderedEmail & { subject: string }> {
  return { subject: staffPreviewAlertSubject(props), ...(await renderParts(h(StaffPreviewAlertEmail, props))) };
}

/** The abandoned-checkout reminder (issue 21 §6): parts and subject in the checkout's language. */
export async function renderCheckoutReminderEmail(
  props: CheckoutReminderEmailProps,
): Promise<RenderedEmail & { subject: string }> {
  return { subject: checkoutReminderEmailSubject(props), ...(await renderParts(h(CheckoutReminderEmail, props))) };
}
