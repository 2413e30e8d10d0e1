/**
 * The proof email (issue 20 §4), in the order's language: the final artwork (on the garment when a
 * mockup exists), two buttons to the private proof page (approve, or ask for a change; the page
 * asks again before anything changes, so a mail scanner following links decides nothing), how many
 * changes are left and when an unanswered proof is approved on its own. A test order's subject
 * starts with `[TEST]`, as the other order emails do.
 */

import { createElement as h, type ReactNode } from 'react';
import { testOrderSubjectPrefix } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { Button, Img, Link, Section, Text } from './email-components.ts';
import { colors, EmailLayout, styles } from './email-layout.ts';

export interface ProofEmailProps {
  locale: Locale;
  orderNumber: string;
  /** 1 for the first proof, more after a change. */
  round: number;
  changesLeft: number;
  /** The artwork on the garment when a mockup exists, else the artwork (absolute URLs). */
  imageUrl: string | null;
  /** The private proof page, and the same with each button's action preselected. */
  proofUrl: string;
  approveUrl: string;
  changeUrl: string;
  /** When an unanswered proof is approved on its own; null: never. */
  autoApproveAt: Date | null;
  supportEmail: string;
  testMode?: boolean;
}

const secondaryButton = {
  ...styles.button,
  backgroundColor: colors.card,
  color: colors.brand,
  border: `2px solid ${colors.brand}`,
  padding: '12px 22px',
};

/** The subject in the order's language, `[TEST]`-prefixed for a test order. */
export function proofEmailSubject(props: ProofEmailProps): string {
  const text = emailCatalogues[props.locale].proof;
  const subject = interpolate(props.round > 1 ? text.newRoundSubject : text.subject, {
    orderNumber: props.orderNumber,
  });
  return props.testMode ? `${testOrderSubjectPrefix}${subject}` : subject;
}

/** The email as a React Email element tree. */
export function ProofEmail(props: ProofEmailProps): ReactNode {
  const { common, proof: text } = emailCatalogues[props.locale];
  const date = props.autoApproveAt
    ? new Intl.DateTimeFormat(intlTagByLocale[props.locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
        props.autoApproveAt,
      )
    : null;
  return h(
    EmailLayout,
    {
      locale: props.locale,
      preheader: proofEmailSubject(props),
      common,
      supportEmail: props.supportEmail,
      footer: text.footer,
    },
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, common.greeting),
    h(Text, { style: styles.text }, props.round > 1 ? text.newRoundBody : text.body),
    props.imageUrl ? h(Img, { src: props.imageUrl, alt: text.imageAlt, width: 480, style: styles.image }) : null,
    h(
      Section,
      { style: { textAlign: 'center', margin: '8px 0 12px' } },
      h(Button, { href: props.approveUrl, style: styles.button }, text.approveButton),
    ),
    props.changesLeft > 0
      ? h(
          Section,
          { style: { textAlign: 'center', margin: '0 0 20px' } },
          h(Button, { href: props.changeUrl, style: secondaryButton }, text.changeButton),
        )
      : null,
    h(
      Text,
      { style: styles.small },
      props.changesLeft > 0 ? interpolate(text.changesLeft, { count: String(props.changesLeft) }) : text.noChangesLeft,
    ),
    date ? h(Text, { style: { ...styles.text, fontWeight: 700 } }, interpolate(text.autoApprove, { date })) : null,
    h(Text, { style: styles.small }, text.linkFallback),
    h(Text, { style: styles.small }, h(Link, { href: props.proofUrl, style: styles.longLink }, props.proofUrl)),
  );
}
