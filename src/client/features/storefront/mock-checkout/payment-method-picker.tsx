/**
 * Payment method choice of the mock checkout (SPEC §2.8): credit card, PayPal or Apple Pay, as a
 * native radio group (arrow keys move the choice), each option a `<label>` row holding its radio.
 */
import { CreditCard, Smartphone, Wallet } from 'lucide-react';
import { useId } from 'react';
import { RadioCardInput } from '#client/components/ui/radio-card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { type PaymentMethod, paymentMethods } from './mock-checkout-schema.ts';

const icons = { 'credit-card': CreditCard, paypal: Wallet, 'apple-pay': Smartphone } as const;

/** Catalogue keys per method (ids contain dashes, keys do not). */
const keys = { 'credit-card': 'creditCard', paypal: 'paypal', 'apple-pay': 'applePay' } as const;

interface PaymentMethodPickerProps {
  t: Translator;
  /** Id of the heading that names the group. */
  labelledBy: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** One selectable row per method, with its name and a short hint. */
export function PaymentMethodPicker({ t, labelledBy, value, onChange }: PaymentMethodPickerProps) {
  const uid = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3" data-testid="payment-methods">
      {paymentMethods.map((method) => {
        const Icon = icons[method];
        const id = `${uid}-${method}`;
        // The whole row is the label, so the row is one big click target; the circle is drawn from the
        // input's state (issue 22: see radio-card.tsx).
        return (
          <label
            key={method}
            className={cn(
              'group relative flex cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3.5 transition-colors hover:border-stone-300',
              'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/20',
            )}
          >
            <RadioCardInput
              name={uid}
              value={method}
              checked={method === value}
              onChoose={() => onChange(method)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-hint`}
            />
            <span
              aria-hidden="true"
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-full border border-stone-300 bg-white',
                'group-has-[:checked]:border-brand-600',
                'group-has-[:focus-visible]:outline-2 group-has-[:focus-visible]:outline-offset-2 group-has-[:focus-visible]:outline-brand-500',
              )}
            >
              <span className="hidden size-2.5 rounded-full bg-brand-600 group-has-[:checked]:block" />
            </span>
            <span className="flex flex-1 items-center justify-between gap-3">
              <span className="flex flex-col">
                <span id={`${id}-name`} className="font-semibold text-stone-900">
                  {t(`mockCheckout.payment.${keys[method]}`)}
                </span>
                <span id={`${id}-hint`} className="text-sm text-stone-500">
                  {t(`mockCheckout.payment.${keys[method]}Hint`)}
                </span>
              </span>
              <Icon className="size-6 shrink-0 text-stone-500" aria-hidden="true" />
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** The catalogue key of a method's display name. */
export function paymentMethodName(t: Translator, method: PaymentMethod): string {
  return t(`mockCheckout.payment.${keys[method]}`);
}
