/**
 * Browser module of the hosted test checkout (bundled at build time by checkout-assets.build.ts,
 * served as a file so the page needs no inline script): formats the card fields as they are typed and applies the server's
 * rules (checkout-form.rules.ts) on blur and before submit, so a bad card is refused in the form.
 * Without it the page still works: the server validates every post.
 */
import {
  type CheckoutFieldError,
  type CheckoutFormField,
  checkCheckoutField,
  checkoutFormFields,
  stateRequiredFor,
} from './checkout-form.rules.ts';
import type { CheckoutPageData } from './checkout-page.model.ts';

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The checkout page has no #${id}`);
  return element as T;
}

/** Reformats `input` to `formatted`, keeping the caret at the end (where typing happens). */
function setFormatted(input: HTMLInputElement, formatted: string): void {
  if (formatted !== input.value) input.value = formatted;
}

/** Card number as typed → digits in groups of four (`4242 4242 …`), at most 19 digits. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed → `MM / YY`; a first digit above 1 is a month of its own (`4` → `04 / `). */
function formatExpiry(value: string, deleting: boolean): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  return digits.length > 2 || (digits.length === 2 && !deleting)
    ? `${digits.slice(0, 2)} / ${digits.slice(2)}`
    : digits;
}

function start(form: HTMLFormElement): void {
  const data = JSON.parse(form.dataset.checkout ?? '{}') as CheckoutPageData;
  const field = (name: CheckoutFormField) => byId<HTMLInputElement | HTMLSelectElement>(name);
  const errorOf = (name: CheckoutFormField) => byId<HTMLParagraphElement>(`${name}-error`);
  const card = byId<HTMLInputElement>('cardNumber');
  const expiry = byId<HTMLInputElement>('expiry');
  const cvc = byId<HTMLInputElement>('cvc');
  const country = byId<HTMLSelectElement>('country');
  const state = byId<HTMLInputElement>('state');
  const alertBox = byId<HTMLDivElement>('form-alert');
  const button = byId<HTMLButtonElement>('pay-button');
  // Our messages replace the browser's own bubbles, in the page's language.
  form.noValidate = true;

  function show(name: CheckoutFormField, error: CheckoutFieldError | null): void {
    errorOf(name).textContent = error ? data.errors[error] : '';
    if (error) field(name).setAttribute('aria-invalid', 'true');
    else field(name).removeAttribute('aria-invalid');
  }

  function check(name: CheckoutFormField): CheckoutFieldError | null {
    const error = checkCheckoutField(name, field(name).value, { country: country.value, now: new Date() });
    show(name, error);
    return error;
  }

  function syncStateRequired(): void {
    state.required = stateRequiredFor(country.value);
  }

  card.addEventListener('input', () => setFormatted(card, formatCardNumber(card.value)));
  expiry.addEventListener('input', (event) => {
    const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
    setFormatted(expiry, formatExpiry(expiry.value, deleting));
  });
  cvc.addEventListener('input', () => setFormatted(cvc, cvc.value.replace(/\D/g, '').slice(0, 4)));
  const taxNote = document.getElementById('tax-note');
  country.addEventListener('change', () => {
    syncStateRequired();
    // Issue 21 §2: the VAT of the newly chosen destination.
    const note = data.taxNotes?.[country.value];
    if (taxNote && note) taxNote.textContent = note;
    if (errorOf('state').textContent) check('state');
  });
  for (const name of checkoutFormFields) {
    const input = field(name);
    input.addEventListener('blur', () => {
      if (input.value.trim() || errorOf(name).textContent) check(name);
    });
    input.addEventListener('input', () => {
      if (errorOf(name).textContent) show(name, null);
    });
  }
  syncStateRequired();

  form.addEventListener('submit', (event) => {
    let firstInvalid: HTMLElement | null = null;
    for (const name of checkoutFormFields) {
      if (check(name) && !firstInvalid) firstInvalid = field(name);
    }
    if (firstInvalid) {
      event.preventDefault();
      alertBox.textContent = data.errors.formInvalid;
      alertBox.hidden = false;
      firstInvalid.focus();
      return;
    }
    button.disabled = true;
    button.textContent = data.processing;
  });
}

const form = document.getElementById('checkout-form');
if (form instanceof HTMLFormElement) start(form);
