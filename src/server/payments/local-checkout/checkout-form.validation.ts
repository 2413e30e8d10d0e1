/**
 * Server-side validation of the hosted test checkout's form post (SPEC §2.8): the body is read with
 * zod (any missing or non-text field counts as empty) and checked with the same rules the page's
 * browser module applies (checkout-form.rules.ts).
 */
import { z } from 'zod';
import { cardNumberDigits } from '#shared/payment-card.ts';
import {
  type CheckoutFormErrors,
  type CheckoutFormField,
  type CheckoutFormInput,
  checkCheckoutField,
  checkoutFormFields,
  isShippingCountry,
} from './checkout-form.rules.ts';
import type { LocalPaymentDetails } from './local-checkout.types.ts';

/** A valid submission: the payer's details plus the card number's digits. */
export interface CheckoutFormValues extends LocalPaymentDetails {
  cardDigits: string;
}

const emptyForm = Object.fromEntries(checkoutFormFields.map((field) => [field, ''])) as CheckoutFormInput;

/** The posted form: each field a string; anything else (missing, repeated, not text) reads as empty. */
const checkoutFormBodySchema = z
  .object(
    Object.fromEntries(checkoutFormFields.map((field) => [field, z.string().catch('')])) as Record<
      CheckoutFormField,
      z.ZodCatch<z.ZodString>
    >,
  )
  .catch(emptyForm);

/** Reads a parsed form body (`application/x-www-form-urlencoded`) into the form's fields. */
export function readCheckoutForm(body: unknown): CheckoutFormInput {
  return checkoutFormBodySchema.parse(body);
}

/** The form's rules as a zod schema at `now`: issues carry the field as path and the reason as message. */
function checkoutFormSchema(now: Date) {
  return checkoutFormBodySchema
    .superRefine((form, ctx) => {
      for (const field of checkoutFormFields) {
        const error = checkCheckoutField(field, form[field], { country: form.country, now });
        if (error) ctx.addIssue({ code: 'custom', path: [field], message: error });
      }
    })
    .transform(
      (form): CheckoutFormValues => ({
        email: form.email.trim(),
        cardDigits: cardNumberDigits(form.cardNumber),
        shippingAddress: {
          name: form.shippingName.trim(),
          line1: form.line1.trim(),
          line2: form.line2.trim() || null,
          city: form.city.trim(),
          state: form.state.trim() || null,
          postalCode: form.postalCode.trim(),
          country: isShippingCountry(form.country.trim()) ? form.country.trim() : '',
        },
      }),
    );
}

/**
 * Validates the hosted page's form with the rules shown to the customer: email, required shipping
 * fields (state only where the country needs one), a Luhn-valid 13-19 digit card number (spaces
 * allowed), an expiry MM/YY that is a real month not in the past, a 3-4 digit CVC.
 * @returns the trimmed values, or the reason per invalid field.
 */
export function validateCheckoutForm(
  input: CheckoutFormInput,
  now: Date = new Date(),
): { ok: true; values: CheckoutFormValues } | { ok: false; errors: CheckoutFormErrors } {
  const result = checkoutFormSchema(now).safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: CheckoutFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutFormField;
    errors[field] ??= issue.message as CheckoutFormErrors[CheckoutFormField];
  }
  return { ok: false, errors };
}

/** Values to show again after a failed submit: everything except the card number and CVC. */
export function keptValues(input: CheckoutFormInput): Partial<CheckoutFormInput> {
  const { cardNumber: _card, cvc: _cvc, ...rest } = input;
  return rest;
}
