/**
 * The order card of the customize and email order pages (SPEC §4): a numbered 'Choose your product'
 * step with the options, price and checkout as `children`. Its id `product-options` is the target
 * the offer panel and the order-now discount scroll to.
 */
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { StepHeading } from '#client/components/ui/step-heading.tsx';
import type { Translator } from '#client/i18n/i18n.ts';

/** `step` is the number shown in the heading (2 after the upload step, 1 on the email order page). */
export function OrderOptionsCard({ t, step, children }: { t: Translator; step: number; children: ReactNode }) {
  return (
    <Card
      as="section"
      id="product-options"
      aria-labelledby="options-heading"
      className="min-w-0 scroll-mt-24 space-y-7 p-5 sm:p-6"
    >
      <StepHeading step={step} id="options-heading">
        {t('customize.options.heading')}
      </StepHeading>
      {children}
    </Card>
  );
}
