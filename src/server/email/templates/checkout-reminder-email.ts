/**
 * The abandoned-checkout reminder (issue 21 §6), in the checkout's language: the customer's design
 * on the garment, what was in the checkout, one button back to it (a private link: its token opens
 * the customer's own page, the customer id never travels in a URL) and, under the footer, the
 * unsubscribe link (a page that asks before anything changes, so a mail scanner following links
 * unsubscribes nobody).
 */

import { createElement as h, type ReactNode } from 'react';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import { Button, Img, Link, Section, Text } from './email-components.ts';
import { EmailLayout, styles } from './email-layout.ts';

export interface CheckoutReminderEmailProps {
  locale: Locale;
  /** The design on the garment (absolute URL); no picture when null. */
  imageUrl: string | null;
  /** The lines of what was in the checkout, already worded and priced (reminder-contents.ts). */
  items: string[];
  /** Back to the customer's design (absolute, with its token in the fragment). */
  returnUrl: string;
  /** The unsubscribe page (absolute, with its token in the fragment). */
  unsubscribeUrl: string;
  supportEmail: string;
}

/** The subject in the checkout's language. */
export function checkoutReminderEmailSubject(props: Pick<CheckoutReminderEmailProps, 'locale'>): string {
  return emailCatalogues[props.locale].checkoutReminder.subject;
}

/** The reminder as a React Email element tree. */
export function CheckoutReminderEmail(props: CheckoutReminderEmailProps): ReactNode {
  const { common, checkoutReminder: text } = emailCatalogues[props.locale];
  return h(
    EmailLayout,
    {
      locale: props.locale,
      preheader: text.preheader,
      common,
      supportEmail: props.supportEmail,
      footer: text.footer,
      after: h(
        Text,
        { style: styles.small },
        h(Link, { href: props.unsubscribeUrl, style: styles.link }, text.unsubscribe),
      ),
    },
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, common.greeting),
    h(Text, { style: styles.text }, text.body),
    props.imageUrl ? h(Img, { src: props.imageUrl, alt: text.imageAlt, width: 480, style: styles.image }) : null,
    ...props.items.map((item) => h(Text, { key: item, style: { ...styles.text, fontWeight: 700 } }, item)),
    h(
      Section,
      { style: { textAlign: 'center', margin: '8px 0 20px' } },
      h(Button, { href: props.returnUrl, style: styles.button }, text.button),
    ),
    h(Text, { style: styles.small }, text.linkFallback),
    h(Text, { style: styles.small }, h(Link, { href: props.returnUrl, style: styles.longLink }, props.returnUrl)),
  );
}

/** Interpolates one line of the reminder's item list (`{{product}}, {{size}}, {{color}}: {{total}}`). */
export function checkoutReminderItemLine(
  locale: Locale,
  values: { product: string; size: string; color: string; total: string },
): string {
  return interpolate(emailCatalogues[locale].checkoutReminder.item, values);
}
