/**
 * The local test provider's hosted checkout page at `/pay/:sessionId` (SPEC §2.8: "the real
 * purchase happens at the payment provider's hosted checkout"). Server-rendered HTML, one
 * self-contained page with inline CSS and a little inline JS, clearly marked TEST MODE. It takes
 * Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema } from '../../shared/api/customers.schemas.ts';
import { intlTagByLocale, type Locale } from '../../shared/locales.ts';
import { formatMoney } from '../../shared/money.ts';
import { paths } from '../../shared/paths.ts';
import {
  countriesRequiringState,
  defaultCountryByLocale,
  type ShippingCountry,
  shippingCountries,
} from '../../shared/shipping.ts';
import type { AppContext } from '../app-context.ts';
import {
  type CheckoutErrorMessages,
  type CheckoutPageMessages,
  checkoutPageMessages,
  fillMessage,
  localizedCountries,
} from './local-checkout-page.messages.ts';
import type { LocalCheckoutSession, LocalPaymentDetails, LocalPaymentProvider } from './local-provider.ts';

const SHOP_NAME = 'wowtees';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** The test card that is always declined (Stripe's `card_declined` test number). */
const DECLINED_CARD = '4000000000000002';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The session's success URL with Stripe's `{CHECKOUT_SESSION_ID}` placeholder filled in. */
export function successUrlFor(session: Pick<LocalCheckoutSession, 'id' | 'successUrl'>): string {
  return session.successUrl.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(session.id));
}

// ---------------------------------------------------------------------------------------------
// Validation (the page's script repeats these rules so a bad card is refused before submit)
// ---------------------------------------------------------------------------------------------

/** Luhn checksum of a digit string (card numbers). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Parses a card expiry like `12/34`, `12 / 34`, `1/34` or `12/2034`.
 * @returns the month (1-12) and four-digit year, or `null` when it is not a real month.
 */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card expiring at the end of `month`/`year` is still valid at `now` (UTC). */
function expiryNotPast(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expires = expiry.year * 12 + (expiry.month - 1);
  // Cards run to the end of their month; more than 20 years ahead is a typo, not a card.
  return expires >= current && expires <= current + 20 * 12;
}

const formFields = [
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
type FormField = (typeof formFields)[number];
type ErrorKey = keyof CheckoutErrorMessages;
export type CheckoutFormErrors = Partial<Record<FormField, ErrorKey>>;

/** The form as submitted; every value a string (possibly empty). */
export type CheckoutFormInput = Record<FormField, string>;

/** A valid submission: the payer's details plus the card number's digits. */
export interface CheckoutFormValues extends LocalPaymentDetails {
  cardDigits: string;
}

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'required');
const fieldSchemas = {
  email: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => emailSchema.safeParse(value).success, 'email'),
  shippingName: text(200),
  line1: text(200),
  line2: z.string().trim().max(200, 'required'),
  city: text(100),
  state: z.string().trim().max(100, 'required'),
  postalCode: text(20),
  country: z.enum(shippingCountries, 'required'),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'required')
        .regex(/^\d{13,19}$/, 'cardNumber')
        .refine(luhnValid, 'cardNumber'),
    ),
  cvc: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{3,4}$/, 'cvc'),
} satisfies Partial<Record<FormField, z.ZodType>>;

/**
 * Validates the hosted page's form with the rules shown to the customer: email, required shipping
 * fields (state only where the country needs one), a Luhn-valid 13-19 digit card number (spaces
 * allowed), an expiry MM/YY that is a real month not in the past, a 3-4 digit CVC.
 * @returns the values, or a message key per invalid field.
 */
export function validateCheckoutForm(
  input: CheckoutFormInput,
  now: Date = new Date(),
): { ok: true; values: CheckoutFormValues } | { ok: false; errors: CheckoutFormErrors } {
  const errors: CheckoutFormErrors = {};
  const parsed: Partial<Record<FormField, string>> = {};
  for (const [field, schema] of Object.entries(fieldSchemas) as [keyof typeof fieldSchemas, z.ZodType<string>][]) {
    const result = schema.safeParse(input[field]);
    if (result.success) parsed[field] = result.data;
    else errors[field] = (result.error.issues[0]?.message ?? 'required') as ErrorKey;
  }
  const expiryText = input.expiry.trim();
  const expiry = parseExpiry(expiryText);
  if (!expiryText) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'expiry';
  else if (!expiryNotPast(expiry, now)) errors.expiry = 'expired';
  if (parsed.country && countriesRequiringState.includes(parsed.country as ShippingCountry) && !parsed.state) {
    errors.state = 'required';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      email: parsed.email!,
      cardDigits: parsed.cardNumber!,
      shippingAddress: {
        name: parsed.shippingName!,
        line1: parsed.line1!,
        line2: parsed.line2 || null,
        city: parsed.city!,
        state: parsed.state || null,
        postalCode: parsed.postalCode!,
        country: parsed.country!,
      },
    },
  };
}

function formInputFrom(body: unknown): CheckoutFormInput {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const input = {} as CheckoutFormInput;
  for (const field of formFields) {
    const value = record[field];
    input[field] = typeof value === 'string' ? value : '';
  }
  return input;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

interface PageState {
  /** Values to show again after a failed submit; never the card number or CVC. */
  values: Partial<CheckoutFormInput>;
  errors: CheckoutFormErrors;
  /** Message shown above the form (declined card, or "correct the fields"). */
  alert?: string;
}

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#fff;line-height:1.45;-webkit-font-smoothing:antialiased}
.banner{background:#ffb224;color:#3d2600;text-align:center;font-size:.85rem;padding:.45rem 1rem}
.banner strong{letter-spacing:.08em;margin-right:.5rem;background:#3d2600;color:#ffb224;padding:.1rem .45rem;border-radius:4px;font-size:.75rem}
.layout{display:grid;grid-template-columns:1fr;min-height:calc(100vh - 2.2rem)}
.summary{background:#f6f8fa;padding:2rem 1.25rem;border-bottom:1px solid #e3e8ee}
.payment{padding:2rem 1.25rem}
.inner{max-width:440px;margin:0 auto}
.shop{font-weight:700;font-size:1.05rem;margin:0 0 1.25rem;display:flex;align-items:center;gap:.5rem}
.shop .badge{font-size:.65rem;font-weight:700;letter-spacing:.06em;color:#9a4d00;background:#ffe7c2;border-radius:4px;padding:.1rem .35rem}
.due{color:#697386;margin:0;font-size:.95rem}
.due-amount{font-size:2.1rem;font-weight:700;margin:.1rem 0 1.5rem;letter-spacing:-.01em}
h2{font-size:.95rem;margin:0 0 .75rem;color:#3c4257}
.items{list-style:none;margin:0;padding:0}
.item{display:flex;gap:.85rem;align-items:flex-start;padding:.75rem 0;border-bottom:1px solid #e3e8ee}
.item img{width:48px;height:48px;object-fit:cover;border-radius:6px;background:#e3e8ee;flex:none}
.item-main{flex:1;min-width:0}
.item-name{font-weight:600;display:block}
.item-desc,.item-qty{color:#697386;font-size:.85rem;display:block}
.item-price{font-weight:600;white-space:nowrap}
.totals{margin:.75rem 0 0;padding:0}
.totals div{display:flex;justify-content:space-between;padding:.35rem 0;color:#3c4257}
.totals dt,.totals dd{margin:0}
.totals .grand{font-weight:700;color:#1a1f36;border-top:1px solid #e3e8ee;margin-top:.35rem;padding-top:.7rem}
.hint{background:#fff8eb;border:1px solid #ffd999;color:#5c3b00;border-radius:8px;padding:.65rem .8rem;font-size:.85rem;margin:0 0 1.25rem}
.alert{background:#fdecea;border:1px solid #f5b5ae;color:#8a1c12;border-radius:8px;padding:.65rem .8rem;margin:0 0 1.25rem;font-weight:600}
.alert[hidden]{display:none}
fieldset{border:0;margin:0 0 1.4rem;padding:0;min-width:0}
legend{font-weight:600;font-size:.95rem;color:#3c4257;margin-bottom:.6rem;padding:0}
.field{margin-bottom:.75rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:block;font-size:.85rem;color:#3c4257;margin-bottom:.3rem}
input,select{width:100%;font:inherit;font-size:1rem;color:inherit;background:#fff;border:1px solid #cfd7df;border-radius:6px;padding:.6rem .7rem;box-shadow:0 1px 1px rgba(0,0,0,.03);transition:border-color .15s,box-shadow .15s}
input:focus,select:focus{outline:none;border-color:#635bff;box-shadow:0 0 0 3px rgba(99,91,255,.25)}
input[aria-invalid="true"],select[aria-invalid="true"]{border-color:#df1b41}
input[aria-invalid="true"]:focus{box-shadow:0 0 0 3px rgba(223,27,65,.2)}
.field-error{color:#df1b41;font-size:.8rem;margin:.3rem 0 0;min-height:0}
.field-error:empty{display:none}
.pay-button{width:100%;font:inherit;font-size:1.05rem;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;padding:.8rem 1rem;cursor:pointer;box-shadow:0 2px 5px rgba(50,50,93,.15)}
.pay-button:hover{background:#5249e8}
.pay-button:focus-visible{outline:3px solid rgba(99,91,255,.45);outline-offset:2px}
.pay-button:disabled{opacity:.7;cursor:progress}
.cancel{display:block;text-align:center;margin-top:1rem;color:#635bff;font-size:.9rem;text-decoration:none}
.cancel:hover{text-decoration:underline}
.note{color:#697386;font-size:.8rem;text-align:center;margin-top:1.5rem}
.message{max-width:480px;margin:4rem auto;padding:0 1.25rem;text-align:center}
.message h1{font-size:1.5rem}
.message a{color:#635bff}
@media (min-width:900px){
  .layout{grid-template-columns:1fr 1fr}
  .summary{border-bottom:0;border-right:1px solid #e3e8ee;padding:4rem 3rem}
  .payment{padding:4rem 3rem}
  .summary .inner{margin-right:0}
  .payment .inner{margin-left:0}
}
`;

/** The page's script: formats card fields and applies the server's rules before submit. */
const script = `
(function () {
  var data = JSON.parse(document.getElementById('checkout-data').textContent);
  var form = document.getElementById('checkout-form');
  if (!form) return;
  var msg = data.errors;
  var $ = function (id) { return document.getElementById(id); };
  var card = $('cardNumber'), expiry = $('expiry'), cvc = $('cvc'), country = $('country'), state = $('state');
  var alertBox = $('form-alert'), button = $('pay-button');
  form.noValidate = true;

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length > 0 && sum % 10 === 0;
  }
  function checkExpiry(value) {
    var m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(value);
    if (!m) return 'expiry';
    var month = Number(m[1]);
    var year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) return 'expiry';
    var now = new Date();
    var current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    var expires = year * 12 + month - 1;
    return expires >= current && expires <= current + 240 ? null : 'expired';
  }
  function syncStateRequired() {
    state.required = data.stateRequired.indexOf(country.value) !== -1;
  }
  var rules = {
    email: function (v) { return !v ? 'required' : (data.emailPattern.test(v) ? null : 'email'); },
    shippingName: function (v) { return v ? null : 'required'; },
    line1: function (v) { return v ? null : 'required'; },
    city: function (v) { return v ? null : 'required'; },
    state: function (v) { return !v && state.required ? 'required' : null; },
    postalCode: function (v) { return v ? null : 'required'; },
    country: function (v) { return v ? null : 'required'; },
    cardNumber: function (v) {
      var digits = v.replace(/[\\s-]/g, '');
      if (!digits) return 'required';
      return /^\\d{13,19}$/.test(digits) && luhn(digits) ? null : 'cardNumber';
    },
    expiry: function (v) { return v ? checkExpiry(v) : 'required'; },
    cvc: function (v) { return !v ? 'required' : (/^\\d{3,4}$/.test(v) ? null : 'cvc'); }
  };
  data.emailPattern = new RegExp(data.emailPattern);

  function show(field, key) {
    var input = $(field), out = $(field + '-error');
    out.textContent = key ? msg[key] : '';
    if (key) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }
  function check(field) {
    var key = rules[field]($(field).value.trim());
    show(field, key);
    return key;
  }

  card.addEventListener('input', function () {
    var digits = card.value.replace(/\\D/g, '').slice(0, 19);
    var formatted = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (formatted !== card.value) card.value = formatted;
  });
  expiry.addEventListener('input', function (event) {
    var digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    if (digits.length === 1 && digits > '1') digits = '0' + digits;
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    var formatted = digits.length > 2 || (digits.length === 2 && !deleting) ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
    if (formatted !== expiry.value) expiry.value = formatted;
  });
  cvc.addEventListener('input', function () {
    var digits = cvc.value.replace(/\\D/g, '').slice(0, 4);
    if (digits !== cvc.value) cvc.value = digits;
  });
  country.addEventListener('change', function () { syncStateRequired(); if ($('state-error').textContent) check('state'); });
  Object.keys(rules).forEach(function (field) {
    var input = $(field);
    input.addEventListener('blur', function () { if (input.value.trim() || $(field + '-error').textContent) check(field); });
    input.addEventListener('input', function () { if ($(field + '-error').textContent) show(field, null); });
  });
  syncStateRequired();

  form.addEventListener('submit', function (event) {
    var firstInvalid = null;
    Object.keys(rules).forEach(function (field) {
      if (check(field) && !firstInvalid) firstInvalid = $(field);
    });
    if (firstInvalid) {
      event.preventDefault();
      alertBox.textContent = msg.formInvalid;
      alertBox.hidden = false;
      firstInvalid.focus();
      return;
    }
    button.disabled = true;
    button.textContent = data.processing;
  });
})();
`;

function documentHtml(locale: Locale, title: string, m: CheckoutPageMessages, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(intlTagByLocale[locale])}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${escapeHtml(`${title} · ${SHOP_NAME} · ${m.testMode}`)}</title>
<style>${styles}</style>
</head>
<body>
<div class="banner" role="note"><strong>${escapeHtml(m.testMode)}</strong>${escapeHtml(m.testModeNote)}</div>
${body}
</body>
</html>`;
}

/** A short page for unknown or closed sessions. */
function messagePage(locale: Locale, kind: 'notFound' | 'closed', backUrl: string): string {
  const m = checkoutPageMessages[locale];
  const title = kind === 'notFound' ? m.notFoundTitle : m.closedTitle;
  const body = kind === 'notFound' ? m.notFoundBody : m.closedBody;
  return documentHtml(
    locale,
    title,
    m,
    `<main class="message"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(backUrl)}">${escapeHtml(m.backToShop)}</a></p></main>`,
  );
}

/** An `href` we are willing to print: http(s) URLs only (never `javascript:`). */
function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '/';
  } catch {
    return '/';
  }
}

interface FieldOptions {
  label: string;
  type?: string;
  autocomplete: string;
  required?: boolean;
  inputmode?: string;
  pattern?: string;
  maxlength?: number;
  placeholder?: string;
}

function inputField(name: FormField, options: FieldOptions, state: PageState, messages: CheckoutErrorMessages): string {
  const error = state.errors[name];
  const value = state.values[name] ?? '';
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    `type="${options.type ?? 'text'}"`,
    `autocomplete="${options.autocomplete}"`,
    `value="${escapeHtml(value)}"`,
    `aria-describedby="${name}-error"`,
    options.required === false ? '' : 'required',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.pattern ? `pattern="${escapeHtml(options.pattern)}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.placeholder ? `placeholder="${escapeHtml(options.placeholder)}"` : '',
    error ? 'aria-invalid="true"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field"><label for="${name}">${escapeHtml(options.label)}</label><input ${attributes}><p class="field-error" id="${name}-error" aria-live="polite">${error ? escapeHtml(messages[error]) : ''}</p></div>`;
}

/**
 * Renders the hosted checkout page of `session` in the session's locale: TEST MODE banner, order
 * summary (amounts formatted in the session currency), the payer's form and the Pay button.
 */
export function renderCheckoutPage(session: LocalCheckoutSession, state: PageState): string {
  const locale = session.locale;
  const m = checkoutPageMessages[locale];
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: session.currency }, locale);
  const total = money(session.amountTotalMinor);
  const country = state.values.country || defaultCountryByLocale[locale];
  const stateRequired = countriesRequiringState.includes(country as ShippingCountry);

  const items = session.lineItems
    .map((item) => {
      const image = item.imageUrl?.startsWith('http')
        ? `<img src="${escapeHtml(item.imageUrl)}" alt="" width="48" height="48">`
        : '';
      const description = item.description ? `<span class="item-desc">${escapeHtml(item.description)}</span>` : '';
      return `<li class="item">${image}<div class="item-main"><span class="item-name">${escapeHtml(item.name)}</span>${description}<span class="item-qty">${escapeHtml(fillMessage(m.quantity, { count: item.quantity }))}</span></div><span class="item-price">${escapeHtml(money(item.unitAmountMinor * item.quantity))}</span></li>`;
    })
    .join('');

  const countryOptions = localizedCountries(locale)
    .map(
      ({ code, name }) => `<option value="${code}"${code === country ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  const countryError = state.errors.country;

  const field = (name: FormField, options: FieldOptions) => inputField(name, options, state, m.errors);
  const clientData = {
    errors: m.errors,
    processing: m.processing,
    stateRequired: countriesRequiringState,
    emailPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  };

  const body = `<main class="layout">
<section class="summary">
<div class="inner">
<p class="shop">${escapeHtml(SHOP_NAME)}<span class="badge">${escapeHtml(m.testMode)}</span></p>
<p class="due">${escapeHtml(m.pageTitle)}</p>
<p class="due-amount">${escapeHtml(total)}</p>
<h2>${escapeHtml(m.orderSummary)}</h2>
<ul class="items">${items}</ul>
<dl class="totals">
<div><dt>${escapeHtml(m.shipping)}</dt><dd>${escapeHtml(m.shippingFree)}</dd></div>
<div class="grand"><dt>${escapeHtml(m.total)}</dt><dd>${escapeHtml(total)}</dd></div>
</dl>
</div>
</section>
<section class="payment">
<div class="inner">
<p class="hint">${escapeHtml(m.testCardsHint)}</p>
<div class="alert" id="form-alert" role="alert"${state.alert ? '' : ' hidden'}>${state.alert ? escapeHtml(state.alert) : ''}</div>
<form id="checkout-form" method="post" action="${escapeHtml(paths.testCheckout(session.id))}">
<fieldset>
<legend>${escapeHtml(m.contactSection)}</legend>
${field('email', { label: m.email, type: 'email', autocomplete: 'email', maxlength: 254 })}
</fieldset>
<fieldset>
<legend>${escapeHtml(m.shippingSection)}</legend>
${field('shippingName', { label: m.shippingName, autocomplete: 'shipping name', maxlength: 200 })}
${field('line1', { label: m.addressLine1, autocomplete: 'shipping address-line1', maxlength: 200 })}
${field('line2', { label: m.addressLine2, autocomplete: 'shipping address-line2', maxlength: 200, required: false })}
<div class="row">
${field('city', { label: m.city, autocomplete: 'shipping address-level2', maxlength: 100 })}
${field('postalCode', { label: m.postalCode, autocomplete: 'shipping postal-code', maxlength: 20 })}
</div>
<div class="row">
${field('state', { label: m.state, autocomplete: 'shipping address-level1', maxlength: 100, required: stateRequired })}
<div class="field"><label for="country">${escapeHtml(m.country)}</label><select id="country" name="country" autocomplete="shipping country" required aria-describedby="country-error"${countryError ? ' aria-invalid="true"' : ''}>${countryOptions}</select><p class="field-error" id="country-error" aria-live="polite">${countryError ? escapeHtml(m.errors[countryError]) : ''}</p></div>
</div>
</fieldset>
<fieldset>
<legend>${escapeHtml(m.paymentSection)}</legend>
${field('cardNumber', { label: m.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', pattern: '[0-9 ]{13,23}', maxlength: 23, placeholder: '1234 1234 1234 1234' })}
<div class="row">
${field('expiry', { label: m.expiry, autocomplete: 'cc-exp', inputmode: 'numeric', pattern: '[ ]*[0-9]{1,2}[ ]*/[ ]*[0-9]{2}([0-9]{2})?[ ]*', maxlength: 9, placeholder: m.expiryPlaceholder })}
${field('cvc', { label: m.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', pattern: '[0-9]{3,4}', maxlength: 4, placeholder: '123' })}
</div>
</fieldset>
<button class="pay-button" id="pay-button" type="submit">${escapeHtml(fillMessage(m.pay, { amount: total }))}</button>
</form>
<a class="cancel" href="${escapeHtml(safeHref(session.cancelUrl))}">${escapeHtml(m.cancel)}</a>
</div>
</section>
</main>
<script type="application/json" id="checkout-data">${JSON.stringify(clientData).replace(/</g, '\\u003c')}</script>
<script>${script}</script>`;
  return documentHtml(locale, m.pageTitle, m, body);
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

const paramsSchema = z.object({ sessionId: z.string().min(1).max(255) });

/**
 * Browsers apply CSP `form-action` to the redirect that follows a form post, so the success URL's
 * origin must be allowed when it differs from the page's (e.g. PUBLIC_URL behind a proxy).
 */
function allowFormRedirectTo(reply: FastifyReply, url: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  reply.header(
    'content-security-policy',
    csp.replace(/form-action([^;]*)/, (_match, sources: string) => `form-action${sources} ${origin}`),
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Redisplayed values after a failed submit: everything except the card number and CVC. */
function keptValues(input: CheckoutFormInput): Partial<CheckoutFormInput> {
  const { cardNumber: _card, cvc: _cvc, ...rest } = input;
  return rest;
}

/**
 * Registers the local provider's hosted checkout (SPEC §2.8) in an encapsulated plugin with its
 * own `application/x-www-form-urlencoded` parser:
 * - GET `/pay/:sessionId`: the page (404 page for unknown ids; 303 to the success URL once paid).
 * - POST `/pay/:sessionId`: validates the form (422 page with field messages), declines
 *   4000 0000 0000 0002 (402 page), otherwise marks the session paid once and answers 303 to the
 *   success URL with `{CHECKOUT_SESSION_ID}` replaced.
 */
export function registerLocalCheckoutRoutes(
  app: FastifyInstance,
  _ctx: AppContext,
  provider: LocalPaymentProvider,
): void {
  app.register(async (scope) => {
    if (scope.hasContentTypeParser(FORM_CONTENT_TYPE)) scope.removeContentTypeParser(FORM_CONTENT_TYPE);
    scope.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/pay/:sessionId', { schema: { params: paramsSchema } }, async (request, reply) => {
      const session = await provider.findSession(request.params.sessionId);
      if (!session) return sendHtml(reply, 404, messagePage('en-us', 'notFound', '/'));
      if (session.status === 'complete') return reply.redirect(successUrlFor(session), 303);
      if (session.status !== 'open') {
        return sendHtml(reply, 410, messagePage(session.locale, 'closed', safeHref(session.cancelUrl)));
      }
      allowFormRedirectTo(reply, session.successUrl);
      return sendHtml(
        reply,
        200,
        renderCheckoutPage(session, { values: { email: session.customerEmail ?? '' }, errors: {} }),
      );
    });

    r.post(
      '/pay/:sessionId',
      {
        schema: { params: paramsSchema },
        // A test provider still should not be a free card-number oracle.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const session = await provider.findSession(request.params.sessionId);
        if (!session) return sendHtml(reply, 404, messagePage('en-us', 'notFound', '/'));
        // Already paid (double submit, second tab): show the result, never charge again.
        if (session.status === 'complete') return reply.redirect(successUrlFor(session), 303);
        if (session.status !== 'open') {
          return sendHtml(reply, 410, messagePage(session.locale, 'closed', safeHref(session.cancelUrl)));
        }
        const m = checkoutPageMessages[session.locale];
        const input = formInputFrom(request.body);
        const result = validateCheckoutForm(input);
        allowFormRedirectTo(reply, session.successUrl);
        if (!result.ok) {
          const page = renderCheckoutPage(session, {
            values: keptValues(input),
            errors: result.errors,
            alert: m.errors.formInvalid,
          });
          return sendHtml(reply, 422, page);
        }
        if (result.values.cardDigits === DECLINED_CARD) {
          const page = renderCheckoutPage(session, { values: keptValues(input), errors: {}, alert: m.errors.declined });
          return sendHtml(reply, 402, page);
        }
        const { session: paid } = await provider.completeSession(session.id, {
          email: result.values.email,
          shippingAddress: result.values.shippingAddress,
        });
        return reply.redirect(successUrlFor(paid ?? session), 303);
      },
    );
  });
}
