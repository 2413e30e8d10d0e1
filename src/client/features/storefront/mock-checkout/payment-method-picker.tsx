/**
 * Payment method choice of the mock checkout (SPEC §2.8): credit card, PayPal or Apple Pay, as a
 * Radix radio group (arrow keys move the choice), each option with a real `<label>`.
 */
import { CreditCard, Smartphone, Wallet } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
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
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={(next) => onChange(next as PaymentMethod)}
      className="grid gap-3"
      data-testid="payment-methods"
    >
      {paymentMethods.map((method) => {
        const Icon = icons[method];
        const id = `${uid}-${method}`;
        return (
          <div
            key={method}
            className={cn(
              'relative flex items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3.5 transition-colors hover:border-stone-300',
              'has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50/60 has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-brand-500/20',
            )}
          >
            <RadioGroup.Item
              id={id}
              value={method}
              aria-describedby={`${id}-hint`}
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-full border border-stone-300 bg-white',
                'data-[state=checked]:border-brand-600',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              )}
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
            </RadioGroup.Item>
            {/* The label stretches over the whole row so the row is one big click target. */}
            <label htmlFor={id} className="flex flex-1 cursor-pointer items-center justify-between gap-3">
              <span className="flex flex-col">
                <span className="font-semibold text-stone-900">{t(`mockCheckout.payment.${keys[method]}`)}</span>
                <span id={`${id}-hint`} className="text-sm text-stone-500">
                  {t(`mockCheckout.payment.${keys[method]}Hint`)}
                </span>
              </span>
              <Icon className="size-6 shrink-0 text-stone-500" aria-hidden="true" />
            </label>
          </div>
        );
      })}
    </RadioGroup.Root>
  );
}

/** The catalogue key of a method's display name. */
export function paymentMethodName(t: Translator, method: PaymentMethod): string {
  return t(`mockCheckout.payment.${keys[method]}`);
}
