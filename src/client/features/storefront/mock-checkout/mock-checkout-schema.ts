/**
 * Validation of the mock checkout form (SPEC §2.8, §5 "Mock checkout: all fields required except
 * apartment"): every field required, the email checked against the simple pattern of SPEC §5, and
 * the card fields (checked for shape) only when paying by credit card.
 */
import * as z from 'zod/mini';
import type { Translator } from '#client/i18n/i18n.ts';
import { isValidEmail } from '#shared/email.ts';

/** Payment methods offered (SPEC §2.8). */
export const paymentMethods = ['credit-card', 'paypal', 'apple-pay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** 12 to 19 digits, optionally grouped by spaces or dashes (all card networks). */
const cardNumberPattern = /^\d(?:[ -]?\d){11,18}$/;
const expiryPattern = /^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/;
const cvvPattern = /^\d{3,4}$/;

/** The form's fields; ids, `name`s and catalogue keys all use these names. */
export type CheckoutField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'apartment'
  | 'city'
  | 'state'
  | 'zip'
  | 'cardNumber'
  | 'expiry'
  | 'cvv';

/** The schema with messages in the page's language. */
export function checkoutSchema(t: Translator) {
  const required = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
    z.string().check(z.trim(), z.minLength(1, message), ...checks);
  return z
    .object({
      firstName: required(t('mockCheckout.errors.firstName')),
      lastName: required(t('mockCheckout.errors.lastName')),
      email: required(t('mockCheckout.errors.email'), z.refine(isValidEmail, t('mockCheckout.errors.emailInvalid'))),
      phone: required(t('mockCheckout.errors.phone')),
      address: required(t('mockCheckout.errors.address')),
      apartment: z.string().check(z.trim()),
      city: required(t('mockCheckout.errors.city')),
      state: required(t('mockCheckout.errors.state')),
      zip: required(t('mockCheckout.errors.zip')),
      paymentMethod: z.enum(paymentMethods),
      cardNumber: z.string().check(z.trim()),
      expiry: z.string().check(z.trim()),
      cvv: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((value, ctx) => {
        // PayPal and Apple Pay confirm elsewhere: no card details to check.
        if (value.paymentMethod !== 'credit-card') return;
        const check = (field: 'cardNumber' | 'expiry' | 'cvv', pattern: RegExp) => {
          const text = value[field];
          if (!text) ctx.addIssue({ code: 'custom', path: [field], message: t(`mockCheckout.errors.${field}`) });
          else if (!pattern.test(text)) {
            ctx.addIssue({ code: 'custom', path: [field], message: t(`mockCheckout.errors.${field}Invalid`) });
          }
        };
        check('cardNumber', cardNumberPattern);
        check('expiry', expiryPattern);
        check('cvv', cvvPattern);
      }),
    );
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

export const emptyCheckout: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  paymentMethod: 'credit-card',
  cardNumber: '',
  expiry: '',
  cvv: '',
};
