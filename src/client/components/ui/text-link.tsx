/** Inline text links used inside translated sentences (`<Trans components={...}>`). */
import type { ReactNode } from 'react';

const linkClass =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-600';

/** A link that opens in a new tab, so the customer keeps the page they are configuring. */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={linkClass}>
      {children}
    </a>
  );
}

/** A mailto link to `email`. */
export function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {children ?? email}
    </a>
  );
}
