/**
 * The order lookup form (issue 19 §7): order number + email. Whatever the server finds, the answer
 * is the same sentence ("If the details match an order, we've emailed you a link"): the form tells
 * nobody whether an order exists for an address.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { CheckoutField } from '#client/components/ui/checkout-field.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { api, isApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { emailMaxLength, emailPattern } from '#shared/email.ts';
import type { Locale } from '#shared/locales.ts';

const lookupSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(32, 'required')),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(emailMaxLength, 'invalidEmail'),
      z.regex(emailPattern, 'invalidEmail'),
    ),
});
type LookupValues = z.infer<typeof lookupSchema>;

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

export function OrderLookupForm({ t, locale }: { t: Translator; locale: Locale }) {
  const uid = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LookupValues>({
    resolver: zodResolver(lookupSchema),
    mode: 'onTouched',
    defaultValues: { orderNumber: '', email: '' },
  });
  const fieldError = (message?: string) =>
    message === 'invalidEmail'
      ? t('orderStatus.lookup.invalidEmail')
      : message
        ? t('orderStatus.lookup.required')
        : undefined;

  const submit = handleSubmit(async (values) => {
    try {
      await api.lookupOrder({ ...values, locale });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: isApiError(error, 'RATE_LIMITED') ? errorMessage(t, error) : t('orderStatus.lookup.error'),
      });
    }
  });

  if (outcome.kind === 'sent') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-left text-sm text-emerald-900"
        data-testid="order-lookup-sent"
      >
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t('orderStatus.lookup.sent')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 text-left" data-testid="order-lookup-form">
      <CheckoutField
        id={`${uid}-order-number`}
        label={t('orderStatus.lookup.orderNumber')}
        placeholder={t('orderStatus.lookup.orderNumberHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        registration={register('orderNumber')}
        error={fieldError(errors.orderNumber?.message)}
      />
      <CheckoutField
        id={`${uid}-email`}
        type="email"
        label={t('orderStatus.lookup.email')}
        autoComplete="email"
        registration={register('email')}
        error={fieldError(errors.email?.message)}
      />
      {outcome.kind === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-5" aria-hidden="true" />
        )}
        {isSubmitting ? t('orderStatus.lookup.sending') : t('orderStatus.lookup.submit')}
      </Button>
    </form>
  );
}
