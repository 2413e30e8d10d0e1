/**
 * Whether a customer record's email is proven (issue 17 §1): staff see it wherever they pick a
 * record to send or attach artwork to, since only a confirmed address receives it.
 */
import { ShieldCheck, ShieldQuestion } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

interface EmailVerificationBadgeProps {
  verified: boolean;
  /** Text for a confirmed and for an unconfirmed address, from the page's own catalogue. */
  labels: { verified: string; notVerified: string };
  /** `plain`: coloured text with an icon (inside a line); `pill`: a framed chip (in a row of chips). */
  look?: 'plain' | 'pill';
}

const looks = {
  plain: { base: 'gap-1', verified: 'text-emerald-700', notVerified: 'text-amber-800', icon: 'size-3.5' },
  pill: {
    base: 'gap-1 rounded-full px-2 py-0.5 ring-1',
    verified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    notVerified: 'bg-amber-50 text-amber-900 ring-amber-200',
    icon: 'size-3',
  },
} as const;

/** A small badge: "Email confirmed" with a shield, or "Not confirmed" with a question shield. */
export function EmailVerificationBadge({ verified, labels, look = 'plain' }: EmailVerificationBadgeProps) {
  const style = looks[look];
  const Icon = verified ? ShieldCheck : ShieldQuestion;
  return (
    <span
      className={cn(
        'inline-flex items-center text-xs font-semibold',
        style.base,
        verified ? style.verified : style.notVerified,
      )}
    >
      <Icon className={cn('shrink-0', style.icon)} aria-hidden="true" />
      {verified ? labels.verified : labels.notVerified}
    </span>
  );
}
