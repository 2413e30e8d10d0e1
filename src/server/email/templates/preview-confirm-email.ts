/**
 * The acknowledgement of a preview request to an address its record has not proven (issue 17 §1,
 * docs/decisions/0012): the shop's own text and a button with the verification link, nothing the
 * sender uploaded (no photo), so the shop cannot be made to carry someone's picture to any inbox.
 * Text from src/shared/i18n (emailCatalogues).
 */

import { createElement as h, type ReactNode } from 'react';
import { emailCatalogues, previewProcessingHours } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import type { PreviewTiming } from '#shared/preview-timing.ts';
import { Button, Link, Section, Text } from './email-components.ts';
import { EmailLayout, styles } from './email-layout.ts';

export interface PreviewConfirmEmailProps {
  locale: Locale;
  /** The absolute verification link (its token in the fragment). */
  verifyUrl: string;
  /** How long the link works, hours. */
  validHours: number;
  supportEmail: string;
  /** What the shop promises (issue 23 item 10): `minutes` when previews are made and sent automatically. */
  timing: PreviewTiming;
}

/** The confirmation request as a React Email element tree. */
export function PreviewConfirmEmail(props: PreviewConfirmEmailProps): ReactNode {
  const { common, previewConfirm: text } = emailCatalogues[props.locale];
  return h(
    EmailLayout,
    { locale: props.locale, preheader: text.preheader, common, supportEmail: props.supportEmail, footer: text.footer },
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, common.greeting),
    h(Text, { style: styles.text }, text.intro),
    h(Text, { style: styles.text }, text.confirm),
    h(
      Section,
      { style: { textAlign: 'center', margin: '8px 0 24px' } },
      h(Button, { href: props.verifyUrl, style: styles.button }, text.button),
    ),
    h(
      Text,
      { style: styles.text },
      props.timing === 'minutes' ? text.etaMinutes : interpolate(text.eta, { hours: previewProcessingHours }),
    ),
    h(Text, { style: styles.small }, interpolate(text.expiry, { validHours: String(props.validHours) })),
    h(Text, { style: styles.small }, text.ignore),
    h(Text, { style: styles.small }, text.linkFallback),
    h(Text, { style: styles.small }, h(Link, { href: props.verifyUrl, style: styles.longLink }, props.verifyUrl)),
  );
}
