/**
 * The hosted test checkout's form rules, field by field (SPEC §2.8): used by the server's validation
 * (checkout-form.validation.ts) and by the page's browser module (checkout-form.browser.ts), so a
 * value is refused in the form for the same reason the server would refuse it. Isomorphic: no
 * `node:` imports. Card and email rules come from src/shared/payment-card.ts.
 */
import type { HostedCheckoutErrorMessages } from '#shared/i18n/server-catalogues.ts';
import { checkCardNumber, checkCvc, checkEmail, checkExpiry } from '#shared/payment-card.ts';
import { countriesRequiringState, type ShippingCountry, shippingCountries } from '#shared/shipping.ts';

/** The form's fields, in page order. */
export const checkoutFormFields = [
  'email',
  'shippingName',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'country',
  'cardNumber',
  'expiry',
  'cvc',
] as const;
export type CheckoutFormField = (typeof checkoutFormFields)[number];

/** The form as submitted or typed; every value a string (possibly empty). */
export type CheckoutFormInput = Record<CheckoutFormField, string>;

/** Why a field is refused: a key of the page's `errors` messages. */
export type CheckoutFieldError = Exclude<keyof HostedCheckoutErrorMessages, 'declined' | 'formInvalid'>;
export type CheckoutFormErrors = Partial<Record<CheckoutFormField, CheckoutFieldError>>;

type AddressField = 'shippingName' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode';

/** Longest accepted value of the address fields (also their inputs' `maxlength`). */
export const addressMaxLength: Record<AddressField, number> = {
  shippingName: 200,
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postalCode: 20,
};

// C0 controls other than tab, line feed and carriage return, and DEL: never part of an address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether `value` is one of the countries the shop ships to. */
export function isShippingCountry(value: string): value is ShippingCountry {
  return (shippingCountries as readonly string[]).includes(value);
}

/** Whether an address in `country` needs a state or province. */
export function stateRequiredFor(country: string): boolean {
  return (countriesRequiringState as readonly string[]).includes(country);
}

/** What a rule may look at besides the field's own value. */
export interface CheckoutFieldContext {
  /** The selected country code (decides whether `state` is required). */
  country: string;
  /** Today, for the expiry check. */
  now: Date;
}

/**
 * Checks one field's value as typed (surrounding spaces ignored): email by SPEC §5, card number,
 * expiry and CVC by the shared card rules, the country against the shipping list, the address
 * fields required (line 2 never, state only where the country needs one), not too long and free of
 * control characters.
 * @returns the reason to refuse it, or `null`.
 */
export function checkCheckoutField(
  field: CheckoutFormField,
  value: string,
  context: CheckoutFieldContext,
): CheckoutFieldError | null {
  switch (field) {
    case 'email':
      return controlCharacter.test(value) ? 'invalid' : checkEmail(value);
    case 'cardNumber':
      return checkCardNumber(value);
    case 'expiry':
      return checkExpiry(value, context.now);
    case 'cvc':
      return checkCvc(value);
    case 'country':
      return isShippingCountry(value.trim()) ? null : 'required';
    default: {
      const trimmed = value.trim();
      if (controlCharacter.test(value) || trimmed.length > addressMaxLength[field]) return 'invalid';
      if (trimmed) return null;
      const optional = field === 'line2' || (field === 'state' && !stateRequiredFor(context.country.trim()));
      return optional ? null : 'required';
    }
  }
}

/** Checks every field of `input` at `now`. @returns the reason per refused field (empty when all pass). */
export function checkCheckoutForm(input: CheckoutFormInput, now: Date): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  for (const field of checkoutFormFields) {
    const error = checkCheckoutField(field, input[field], { country: input.country, now });
    if (error) errors[field] = error;
  }
  return errors;
}
