/**
 * The preview acknowledgement (issue 7 §1): sent once a customer asks for a preview by email. We have
 * the photo, the preview arrives within 1-3 hours (SPEC §4, §9; within minutes when previews are made
 * and sent automatically, issue 23 item 10), the photo's thumbnail and the
 * support address. Text from src/shared/i18n (emailCatalogues).
 */

import { createElement as h, type ReactNode } from 'react';
import { emailCatalogues, previewProcessingHours } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import type { PreviewTiming } from '#shared/preview-timing.ts';
import { Img, Text } from './email-components.ts';
import { EmailLayout, styles } from './email-layout.ts';

export interface PreviewAckEmailProps {
  locale: Locale;
  /** Absolute URL of the customer's photo; no thumbnail when null. */
  photoUrl: string | null;
  supportEmail: string;
  /** What the shop promises (issue 23 item 10): `minutes` when previews are made and sent automatically. */
  timing: PreviewTiming;
}

/** The preview acknowledgement as a React Email element tree. */
export function PreviewAckEmail(props: PreviewAckEmailProps): ReactNode {
  const { common, previewAck: text } = emailCatalogues[props.locale];
  return h(
    EmailLayout,
    {
      locale: props.locale,
      preheader: props.timing === 'minutes' ? text.preheaderMinutes : text.preheader,
      common,
      supportEmail: props.supportEmail,
      footer: text.footer,
    },
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, common.greeting),
    h(Text, { style: styles.text }, text.received),
    props.photoUrl
      ? h(Img, { src: props.photoUrl, alt: text.imageAlt, width: 240, style: { ...styles.image, maxWidth: '240px' } })
      : null,
    h(
      Text,
      { style: styles.text },
      props.timing === 'minutes' ? text.etaMinutes : interpolate(text.eta, { hours: previewProcessingHours }),
    ),
    h(Text, { style: styles.text }, text.next),
  );
}
