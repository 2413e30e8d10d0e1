/**
 * The staff alert of waiting preview requests (issue 23 item 10): customers who confirmed their
 * address and have waited over an hour for the preview the storefront promised, the first
 * {@link alertListLimit} of them by address and time asked, and a button to the staff page where
 * the preview is made and sent. Sent to every active staff account by jobs/preview-alert.job.ts,
 * in English (staff accounts keep no language; the text is in all four catalogues).
 */

import { createElement as h, type ReactNode } from 'react';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { Button, Section, Text } from './email-components.ts';
import { EmailLayout, styles } from './email-layout.ts';

/** How many requests one alert names; the rest are counted ("and 3 more"). */
export const alertListLimit = 20;

export interface StaffPreviewAlertEmailProps {
  locale: Locale;
  /** The requests, oldest first: the customer's address and when they asked (or confirmed it, if later). */
  requests: Array<{ email: string; waitingSince: Date }>;
  /** Absolute URL of the staff preview-requests page. */
  pageUrl: string;
  supportEmail: string;
}

/** The subject in `locale`, with the number of requests. */
export function staffPreviewAlertSubject(props: StaffPreviewAlertEmailProps): string {
  return interpolate(emailCatalogues[props.locale].staffPreviewAlert.subject, { count: props.requests.length });
}

/** The alert as a React Email element tree. */
export function StaffPreviewAlertEmail(props: StaffPreviewAlertEmailProps): ReactNode {
  const { common, staffPreviewAlert: text } = emailCatalogues[props.locale];
  const time = new Intl.DateTimeFormat(intlTagByLocale[props.locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const shown = props.requests.slice(0, alertListLimit);
  const more = props.requests.length - shown.length;
  return h(
    EmailLayout,
    { locale: props.locale, preheader: text.preheader, common, supportEmail: props.supportEmail, footer: text.footer },
    h(Text, { style: styles.heading }, text.heading),
    h(Text, { style: styles.text }, text.intro),
    ...shown.map((request) =>
      h(
        Text,
        { style: { ...styles.text, margin: '0 0 4px' } },
        interpolate(text.request, { email: request.email, since: time.format(request.waitingSince) }),
      ),
    ),
    more > 0 ? h(Text, { style: styles.small }, interpolate(text.more, { count: more })) : null,
    h(
      Section,
      { style: { textAlign: 'center', margin: '24px 0' } },
      h(Button, { href: props.pageUrl, style: styles.button }, text.button),
    ),
  );
}
