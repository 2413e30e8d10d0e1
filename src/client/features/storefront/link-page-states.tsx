/**
 * The states a page opened from a private email link shows before (or instead of) its content:
 * loading, a failed load with a retry, and a link that opens nothing (never an error screen).
 * Shared by the order status page (issue 19 §7) and the proof page (issue 20 §4).
 */
import { CircleAlert, LifeBuoy, LoaderCircle, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** Spinner with a line of text, announced as a status. */
export function LinkPageLoading({ testId, text }: { testId: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" role="status" data-testid={testId}>
      <LoaderCircle className="mx-auto size-8 animate-spin text-brand-600" aria-hidden="true" />
      <p className="mt-4 text-stone-600">{text}</p>
    </div>
  );
}

/** The load failed (network, server): says so and offers to try again. */
export function LinkPageFailed(props: { testId: string; text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert" data-testid={props.testId}>
      <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden="true" />
      <p className="mt-4 text-stone-700">{props.text}</p>
      <Button size="lg" className="mt-6" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}

/** The link opens nothing (wrong, expired, tampered): a heading, why, and what the page offers instead. */
export function LinkPageInvalid(props: { testId: string; heading: string; body: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6" data-testid={props.testId}>
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-amber-100 text-amber-700"
        >
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight text-balance text-stone-900">
          {props.heading}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-stone-600">{props.body}</p>
      </div>
      {props.children}
    </div>
  );
}

/** The "need help?" card: a heading, a line and a link (a prefilled email to support). */
export function LinkPageHelp(props: {
  headingId: string;
  heading: string;
  body: string;
  linkLabel: string;
  href: string;
  linkTestId?: string;
}) {
  return (
    <Card as="section" aria-labelledby={props.headingId} className="p-5">
      <h2 id={props.headingId} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <LifeBuoy className="size-4 text-brand-600" aria-hidden="true" />
        {props.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{props.body}</p>
      <a href={props.href} className={buttonClasses('outline', 'sm', 'mt-3')} data-testid={props.linkTestId}>
        {props.linkLabel}
      </a>
    </Card>
  );
}

/** The closing line saying the link is private to the customer. */
export function LinkPagePrivacyNote({ text }: { text: string }) {
  return (
    <p className="mt-8 flex items-start gap-2 text-xs text-stone-500">
      <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
