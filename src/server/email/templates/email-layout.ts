/**
 * The frame every shop email shares (React Email, built with `React.createElement`: no JSX on the
 * server): language, inbox preview line, the shop's name, the body, the support line with its mailto
 * link, sign-off and footer. Styles are inline, as mail programs need.
 */

import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import type { EmailCommonMessages } from '#shared/i18n/email-catalogues.ts';
import type { Locale } from '#shared/locales.ts';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from './email-components.ts';

// The shop's own palette (src/client/app.css): brand-600 coral on warm stone neutrals.
export const colors = { ink: '#1c1917', muted: '#78716c', brand: '#c2410c', page: '#fafaf9', card: '#ffffff' };

export const styles = {
  body: { backgroundColor: colors.page, fontFamily: 'Helvetica, Arial, sans-serif', color: colors.ink, margin: 0 },
  container: {
    backgroundColor: colors.card,
    maxWidth: '560px',
    margin: '24px auto',
    padding: '32px 28px',
    borderRadius: '12px',
  },
  brand: { fontSize: '20px', fontWeight: 700, color: colors.brand, margin: '0 0 16px' },
  heading: { fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '0 0 12px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  small: { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '0 0 8px' },
  image: {
    display: 'block',
    width: '100%',
    maxWidth: '480px',
    height: 'auto',
    borderRadius: '8px',
    margin: '0 auto 20px',
  },
  button: {
    backgroundColor: colors.brand,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    padding: '14px 24px',
    borderRadius: '8px',
    textDecoration: 'none',
  },
  link: { color: colors.brand },
  /** A long URL on its own line may break anywhere (phones). */
  longLink: { color: colors.brand, wordBreak: 'break-all' },
} satisfies Record<string, CSSProperties>;

/**
 * A catalogue line with one `{{name}}` placeholder, the placeholder replaced by a React node (e.g. a
 * link). Text is never concatenated into markup: React escapes every part.
 */
export function withNode(template: string, name: string, node: ReactNode): ReactNode[] {
  const [before, ...rest] = template.split(`{{${name}}}`);
  return rest.length === 0 ? [before] : [before, node, rest.join(`{{${name}}}`)];
}

export interface EmailLayoutProps {
  locale: Locale;
  preheader: string;
  common: EmailCommonMessages;
  supportEmail: string;
  footer: string;
  /** Anything after the body, e.g. the tracking pixel. */
  after?: ReactNode;
  /** The email's own sections (passed as createElement's children). */
  children?: ReactNode;
}

/** The shared frame; `children` are the email's own sections. */
export function EmailLayout(props: EmailLayoutProps): ReactNode {
  const { locale, preheader, common, supportEmail, footer, after, children } = props;
  const supportLink = h(Link, { key: 'support', href: `mailto:${supportEmail}`, style: styles.link }, supportEmail);
  return h(
    Html,
    { lang: locale },
    h(Head),
    h(Preview, null, preheader),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, 'wowtees'),
        children,
        h(Text, { style: styles.text }, ...withNode(common.support, 'email', supportLink)),
        h(Text, { style: { ...styles.text, margin: 0 } }, common.signoff),
        h(Text, { style: styles.text }, common.team),
        h(Hr),
        h(Section, null, h(Text, { style: styles.small }, footer)),
        after,
      ),
    ),
  );
}
