/**
 * Mock checkout page (SPEC §2.8, §5): a static checkout with contact, shipping address, payment
 * method and order summary. Nothing is charged or sent: 'Place Order' validates the form, shows
 * 'Processing...' for 1.5 s, confirms with a toast and returns to the shop home. Route module of
 * `{storefront}/checkout` in every storefront. (Real purchases go through the hosted checkout.)
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Info } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import { StepHeading } from '#client/components/ui/step-heading.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';
import { paths } from '#shared/paths.ts';
import { mockCheckoutOrder } from '#shared/pricing.ts';
import { useStorefront } from '../storefront-context.ts';
import {
  type CheckoutValues,
  checkoutSchema,
  emptyCheckout,
  type CheckoutField as FieldName,
} from './mock-checkout-schema.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentMethodPicker, paymentMethodName } from './payment-method-picker.tsx';
import { useMockOrder } from './use-mock-order.hook.ts';

/** Title and description in the page's language; a demonstration, so never indexed (issue 11). */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('mockCheckout.meta.title'), description: t('mockCheckout.meta.description') }),
    { noindex: true },
  );
}

/** Autofill hints and input modes per field, so browsers and phone keyboards help. */
const inputHints: Record<FieldName, { autoComplete: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email' }> =
  {
    firstName: { autoComplete: 'given-name' },
    lastName: { autoComplete: 'family-name' },
    email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
    phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
    address: { autoComplete: 'address-line1' },
    apartment: { autoComplete: 'address-line2' },
    city: { autoComplete: 'address-level2' },
    state: { autoComplete: 'address-level1' },
    zip: { autoComplete: 'postal-code' },
    cardNumber: { autoComplete: 'cc-number', inputMode: 'numeric' },
    expiry: { autoComplete: 'cc-exp' },
    cvv: { autoComplete: 'cc-csc', inputMode: 'numeric' },
  };

/** The checkout form and summary; locale and variant come from the path. */
export default function MockCheckoutPage() {
  const { locale, variant, t } = useStorefront();
  const uid = useId();
  const order = mockCheckoutOrder(locale);
  const schema = useMemo(() => checkoutSchema(t), [t]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CheckoutValues>({ resolver: zodResolver(schema), defaultValues: emptyCheckout });
  const paymentMethod = watch('paymentMethod');

  const { processing, placeOrder } = useMockOrder(t, locale, variant);

  const field = (name: FieldName, options: { className?: string; placeholder?: string; optional?: boolean } = {}) => (
    <CheckoutField
      id={`${uid}-${name}`}
      label={t(`mockCheckout.fields.${name}`)}
      registration={register(name)}
      error={errors[name]?.message}
      optionalText={options.optional ? t('mockCheckout.fields.optional') : undefined}
      placeholder={options.placeholder}
      className={options.className}
      disabled={processing}
      {...inputHints[name]}
    />
  );

  const ids = { contact: `${uid}-contact`, shipping: `${uid}-shipping`, payment: `${uid}-payment` };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={paths.customize(locale, variant)}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('mockCheckout.back')}
      </Link>
      <header className="mt-4 max-w-2xl">
        <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{t('mockCheckout.eyebrow')}</p>
        <h1
          className="mt-2 font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
          data-testid="mock-checkout-heading"
        >
          {t('mockCheckout.title')}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-stone-600">{t('mockCheckout.subtitle')}</p>
      </header>
      <p
        className="mt-5 flex max-w-2xl items-start gap-2.5 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        data-testid="mock-checkout-demo-notice"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('mockCheckout.demoNotice')}
      </p>

      <form
        noValidate
        onSubmit={handleSubmit(placeOrder)}
        aria-busy={processing}
        className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
      >
        <div className="space-y-6">
          <Section step={1} id={ids.contact} heading={t('mockCheckout.contact.heading')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('firstName')}
              {field('lastName')}
              {field('email', { placeholder: t('mockCheckout.placeholders.email') })}
              {field('phone')}
            </div>
          </Section>

          <Section step={2} id={ids.shipping} heading={t('mockCheckout.shipping.heading')}>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
              {field('address', { className: 'col-span-2 sm:col-span-6' })}
              {field('apartment', { className: 'col-span-2 sm:col-span-6', optional: true })}
              {field('city', { className: 'col-span-2' })}
              {field('state', { className: 'sm:col-span-2' })}
              {field('zip', { className: 'sm:col-span-2' })}
            </div>
          </Section>

          <Section step={3} id={ids.payment} heading={t('mockCheckout.payment.heading')}>
            <Controller
              control={control}
              name="paymentMethod"
              render={({ field: { value, onChange } }) => (
                <PaymentMethodPicker t={t} labelledBy={ids.payment} value={value} onChange={onChange} />
              )}
            />
            {paymentMethod === 'credit-card' ? (
              <div
                className="mt-5 grid gap-4 rounded-2xl bg-stone-50 p-4 sm:grid-cols-2 sm:p-5"
                data-testid="card-fields"
              >
                {field('cardNumber', {
                  className: 'sm:col-span-2',
                  placeholder: t('mockCheckout.placeholders.cardNumber'),
                })}
                {field('expiry', { placeholder: t('mockCheckout.placeholders.expiry') })}
                {field('cvv', { placeholder: t('mockCheckout.placeholders.cvv') })}
              </div>
            ) : (
              <p className="mt-5 rounded-2xl bg-stone-50 px-4 py-3 text-sm text-stone-600">
                {t('mockCheckout.payment.redirectNote', { method: paymentMethodName(t, paymentMethod) })}
              </p>
            )}
          </Section>
        </div>

        <OrderSummary t={t} locale={locale} order={order} processing={processing} className="lg:sticky lg:top-24" />
      </form>
    </div>
  );
}

/** A numbered form section in a card, introduced by its heading. */
function Section({ step, id, heading, children }: { step: number; id: string; heading: string; children: ReactNode }) {
  return (
    // A plain card, not a labelled region: field labels such as "Address" stay unambiguous.
    <Card className="p-5 sm:p-6">
      <StepHeading step={step} id={id}>
        {heading}
      </StepHeading>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
