/**
 * The order-link email (SPEC §2.12 email sender, §7 send-email; issue 7 §4): greeting with the
 * optional name, the customer's artwork (or photo), the 5% offer, a button with the signed
 * email-order link, the support address and the tracking pixel `/t/{emailId}.gif` (SPEC §4 email
 * tracking). Text from src/shared/i18n (emailCatalogues).
 */

import { createElement as h, type ReactNode } from 'react';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import { claimPlaceholders, type MarketingClaims } from '#shared/marketing-claims.ts';
import { Button, Img, Link, Section, Text } from './email-components.ts';
import { EmailLayout, styles } from './email-layout.ts';

export interface OrderLinkEmailProps {
  locale: Locale;
  /** The customer's name as staff typed it; a greeting without a name when absent. */
  name?: string;
  /** Absolute URL of the artwork (or the customer's photo); no image block when null. */
  imageUrl: string | null;
  /** The signed email-order link (absolute). */
  orderLink: string;
  /** The email-order discount in percent (SPEC §9: 5). */
  discountPercent: number;
  supportEmail: string;
  /** The shop's claims (issue 21 §5, config `claims`): free shipping or not, and the days the text states. */
  claims: MarketingClaims;
  /** Absolute URL of the tracking pixel. */
  pixelUrl: string;
}

/** The order-link email as a React Email element tree. */
export function OrderLinkEmail(props: OrderLinkEmailProps): ReactNode {
  const { common, orderLink: text } = emailCatalogues[props.locale];
  const percent = { percent: props.discountPercent };
  const greeting = props.name ? interpolate(common.greetingNamed, { name: props.name }) : common.greeting;
  return h(
    EmailLayout,
    {
      locale: props.locale,
      preheader: interpolate(text.preheader, percent),
      common,
      supportEmail: props.supportEmail,
      footer: text.footer,
      // The open tracker (SPEC §4): 1x1, no alt text, so readers skip it.
      after: h(Img, { src: props.pixelUrl, width: 1, height: 1, alt: '', style: { display: 'block', border: 0 } }),
    },
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, greeting),
    h(Text, { style: styles.text }, text.intro),
    props.imageUrl ? h(Img, { src: props.imageUrl, alt: text.imageAlt, width: 480, style: styles.image }) : null,
    h(Text, { style: styles.text }, interpolate(text.offer, percent)),
    h(
      Section,
      { style: { textAlign: 'center', margin: '8px 0 24px' } },
      h(Button, { href: props.orderLink, style: styles.button }, interpolate(text.button, percent)),
    ),
    h(
      Text,
      { style: styles.text },
      interpolate(props.claims.freeShipping ? text.perks : text.perksNoFreeShipping, claimPlaceholders(props.claims)),
    ),
    h(Text, { style: styles.small }, text.linkFallback),
    h(Text, { style: styles.small }, h(Link, { href: props.orderLink, style: styles.longLink }, props.orderLink)),
  );
}
