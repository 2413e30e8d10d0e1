/**
 * The "Discount code" field of the customize and email order pages (issue 21 §3): a "Have a discount
 * code?" link that opens a small form (code, Apply); below it either the translated refusal or the
 * code applied with what it saves, in a line of fixed height so nothing below moves when the answer
 * comes. A code limited per customer asks for the email when the page knows none. The cart page
 * uses it too, backed by the saved cart (cart/use-cart-discount-code.hook.ts). Test ids
 * `discount-toggle`, `discount-input`, `discount-apply`, `discount-message`, `discount-remove`.
 */
import { CheckCircle2, CircleAlert, LoaderCircle, Tag } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import type { DiscountCodeState } from './use-discount-code.hook.ts';

const inputClasses =
  'h-10 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none sm:text-sm';

export function DiscountCodeField({
  t,
  locale,
  discount,
}: {
  t: Translator;
  locale: Locale;
  discount: DiscountCodeState;
}) {
  if (!discount.open) {
    return (
      <button
        type="button"
        data-testid="discount-toggle"
        onClick={() => discount.setOpen(true)}
        className="inline-flex h-6 items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <Tag className="size-4" aria-hidden="true" />
        {t('customize.discountCode.toggle')}
      </button>
    );
  }
  const { applied } = discount;
  const messageId = 'discount-message';
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void discount.apply();
      }}
    >
      <label htmlFor="discount-code" className="block text-sm font-medium text-stone-800">
        {t('customize.discountCode.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="discount-code"
          data-testid="discount-input"
          value={discount.input}
          onChange={(event) => discount.setInput(event.target.value)}
          maxLength={48}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('customize.discountCode.placeholder')}
          aria-invalid={discount.error ? true : undefined}
          aria-describedby={messageId}
          className={cn(inputClasses, 'uppercase placeholder:normal-case', discount.error && 'border-red-500')}
        />
        {applied || discount.canRemove ? (
          <Button
            type="button"
            variant="outline"
            data-testid="discount-remove"
            disabled={discount.pending}
            onClick={discount.remove}
          >
            {t('customize.discountCode.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="outline" data-testid="discount-apply" disabled={discount.pending}>
            {discount.pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {t('customize.discountCode.apply')}
          </Button>
        )}
      </div>
      {discount.needsEmail && (
        <div>
          <label htmlFor="discount-email" className="mb-1 block text-xs text-stone-600">
            {t('customize.discountCode.emailLabel')}
          </label>
          <input
            id="discount-email"
            type="email"
            autoComplete="email"
            data-testid="discount-email"
            value={discount.email}
            onChange={(event) => discount.setEmail(event.target.value)}
            maxLength={254}
            className={cn(inputClasses, 'w-full')}
          />
        </div>
      )}
      {/* One line's height always, so the answer does not move the checkout button. */}
      <p id={messageId} data-testid="discount-message" aria-live="polite" className="min-h-10 text-sm sm:min-h-5">
        {discount.error ? (
          <span role="alert" className="flex items-start gap-1.5 text-red-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {discount.error}
          </span>
        ) : applied ? (
          <span className="flex items-start gap-1.5 font-medium text-emerald-700">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('customize.discountCode.applied', {
              code: applied.code,
              amount: formatMoney({ amountMinor: applied.discountMinor, currency: applied.currency }, locale),
            })}
          </span>
        ) : null}
      </p>
    </form>
  );
}
