/**
 * The hosted test checkout's HTML (SPEC §2.8), rendered with React's server renderer, which escapes
 * every text and attribute. Written without JSX (the server runs .ts through Node's type stripping).
 * No inline script or style: the stylesheet and the browser module are files (checkout-assets.ts);
 * what the module needs travels in `data-*` attributes of the form.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type HostedCheckoutMessages, interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { defaultCountryByLocale, type ShippingCountry, shippingCountries } from '#shared/shipping.ts';
import {
  addressMaxLength,
  type CheckoutFormErrors,
  type CheckoutFormField,
  type CheckoutFormInput,
  stateRequiredFor,
} from './checkout-form.rules.ts';
import type { LocalCheckoutSession } from './local-checkout.types.ts';

const SHOP_NAME = 'wowtees';

/** URLs of the page's stylesheet and browser module; `scriptUrl` is `null` when it could not be built. */
export interface CheckoutPageAssets {
  styleUrl: string;
  scriptUrl: string | null;
}

/** What the page shows besides the session. */
export interface CheckoutPageState {
  /** Values to show again after a failed submit; never the card number or CVC. */
  values: Partial<CheckoutFormInput>;
  errors: CheckoutFormErrors;
  /** Message shown above the form (declined card, or "correct the fields"). */
  alert?: string;
}

/** What the browser module reads from the form's `data-checkout` attribute. */
export interface CheckoutPageData {
  errors: HostedCheckoutMessages['errors'];
  processing: string;
}

/** An `href` we are willing to print: http(s) URLs only (never `javascript:`), else `/`. */
export function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '/';
  } catch {
    return '/';
  }
}

/** Shipping countries with their names in `locale` (from `Intl.DisplayNames`), sorted by name. */
export function localizedCountries(locale: Locale): { code: ShippingCountry; name: string }[] {
  const tag = intlTagByLocale[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return shippingCountries
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
}

function renderDocument(locale: Locale, title: string, assets: CheckoutPageAssets, body: ReactNode): string {
  const m = serverCatalogues[locale].hostedCheckout;
  const html = h(
    'html',
    { lang: intlTagByLocale[locale] },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex, nofollow' }),
      h('link', { rel: 'icon', href: 'data:,' }),
      h('title', null, `${title} · ${SHOP_NAME} · ${m.testMode}`),
      h('link', { rel: 'stylesheet', href: assets.styleUrl }),
      assets.scriptUrl ? h('script', { type: 'module', src: assets.scriptUrl }) : null,
    ),
    h(
      'body',
      null,
      h('div', { className: 'banner', role: 'note' }, h('strong', null, m.testMode), m.testModeNote),
      body,
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(html)}`;
}

/**
 * A short page for unknown (`notFound`) or closed sessions, in `locale`, with a link to `backUrl`.
 * @returns the whole HTML document.
 */
export function renderMessagePage(
  locale: Locale,
  kind: 'notFound' | 'closed',
  backUrl: string,
  assets: CheckoutPageAssets,
): string {
  const m = serverCatalogues[locale].hostedCheckout;
  const title = kind === 'notFound' ? m.notFoundTitle : m.closedTitle;
  const text = kind === 'notFound' ? m.notFoundBody : m.closedBody;
  const body = h(
    'main',
    { className: 'message' },
    h('h1', null, title),
    h('p', null, text),
    h('p', null, h('a', { href: safeHref(backUrl) }, m.backToShop)),
  );
  return renderDocument(locale, title, { ...assets, scriptUrl: null }, body);
}

interface FieldProps {
  name: CheckoutFormField;
  label: string;
  type?: 'text' | 'email';
  autoComplete: string;
  required?: boolean;
  inputMode?: 'numeric';
  pattern?: string;
  maxLength: number;
  placeholder?: string;
  state: CheckoutPageState;
  messages: HostedCheckoutMessages['errors'];
}

function Field({ name, label, type = 'text', state, messages, required = true, ...input }: FieldProps) {
  const error = state.errors[name];
  return h(
    'div',
    { className: 'field' },
    h('label', { htmlFor: name }, label),
    h('input', {
      id: name,
      name,
      type,
      defaultValue: state.values[name] ?? '',
      'aria-describedby': `${name}-error`,
      'aria-invalid': error ? true : undefined,
      required,
      ...input,
    }),
    h('p', { className: 'field-error', id: `${name}-error`, 'aria-live': 'polite' }, error ? messages[error] : ''),
  );
}

function OrderSummary({ session, money }: { session: LocalCheckoutSession; money: (minor: number) => string }) {
  const m = serverCatalogues[session.locale].hostedCheckout;
  const total = money(session.amountTotalMinor);
  return h(
    'section',
    { className: 'summary' },
    h(
      'div',
      { className: 'inner' },
      h('p', { className: 'shop' }, SHOP_NAME, h('span', { className: 'badge' }, m.testMode)),
      h('p', { className: 'due' }, m.pageTitle),
      h('p', { className: 'due-amount' }, total),
      h('h2', null, m.orderSummary),
      h(
        'ul',
        { className: 'items' },
        session.lineItems.map((item, index) =>
          h(
            'li',
            { className: 'item', key: index },
            // No line-item image (issue 17 point 5): it is the customer's photo or its artwork,
            // personal data that anyone holding the session id would otherwise see.
            h(
              'div',
              { className: 'item-main' },
              h('span', { className: 'item-name' }, item.name),
              item.description ? h('span', { className: 'item-desc' }, item.description) : null,
              h('span', { className: 'item-qty' }, interpolate(m.quantity, { count: item.quantity })),
            ),
            h('span', { className: 'item-price' }, money(item.unitAmountMinor * item.quantity)),
          ),
        ),
      ),
      h(
        'dl',
        { className: 'totals' },
        h('div', null, h('dt', null, m.shipping), h('dd', null, m.shippingFree)),
        h('div', { className: 'grand' }, h('dt', null, m.total), h('dd', null, total)),
      ),
    ),
  );
}

function PaymentForm({
  session,
  state,
  total,
}: {
  session: LocalCheckoutSession;
  state: CheckoutPageState;
  total: string;
}) {
  const m = serverCatalogues[session.locale].hostedCheckout;
  const country = state.values.country || defaultCountryByLocale[session.locale];
  const field = (props: Omit<FieldProps, 'state' | 'messages'>) => h(Field, { ...props, state, messages: m.errors });
  const countryError = state.errors.country;
  const data: CheckoutPageData = { errors: m.errors, processing: m.processing };
  return h(
    'form',
    {
      id: 'checkout-form',
      method: 'post',
      action: paths.testCheckout(session.id),
      'data-checkout': JSON.stringify(data),
    },
    h(
      'fieldset',
      null,
      h('legend', null, m.contactSection),
      field({ name: 'email', label: m.email, type: 'email', autoComplete: 'email', maxLength: 254 }),
    ),
    h(
      'fieldset',
      null,
      h('legend', null, m.shippingSection),
      field({
        name: 'shippingName',
        label: m.shippingName,
        autoComplete: 'shipping name',
        maxLength: addressMaxLength.shippingName,
      }),
      field({
        name: 'line1',
        label: m.addressLine1,
        autoComplete: 'shipping address-line1',
        maxLength: addressMaxLength.line1,
      }),
      field({
        name: 'line2',
        label: m.addressLine2,
        autoComplete: 'shipping address-line2',
        maxLength: addressMaxLength.line2,
        required: false,
      }),
      h(
        'div',
        { className: 'row' },
        field({
          name: 'city',
          label: m.city,
          autoComplete: 'shipping address-level2',
          maxLength: addressMaxLength.city,
        }),
        field({
          name: 'postalCode',
          label: m.postalCode,
          autoComplete: 'shipping postal-code',
          maxLength: addressMaxLength.postalCode,
        }),
      ),
      h(
        'div',
        { className: 'row' },
        field({
          name: 'state',
          label: m.state,
          autoComplete: 'shipping address-level1',
          maxLength: addressMaxLength.state,
          required: stateRequiredFor(country),
        }),
        h(
          'div',
          { className: 'field' },
          h('label', { htmlFor: 'country' }, m.country),
          h(
            'select',
            {
              id: 'country',
              name: 'country',
              autoComplete: 'shipping country',
              required: true,
              defaultValue: country,
              'aria-describedby': 'country-error',
              'aria-invalid': countryError ? true : undefined,
            },
            localizedCountries(session.locale).map(({ code, name }) => h('option', { key: code, value: code }, name)),
          ),
          h(
            'p',
            { className: 'field-error', id: 'country-error', 'aria-live': 'polite' },
            countryError ? m.errors[countryError] : '',
          ),
        ),
      ),
    ),
    h(
      'fieldset',
      null,
      h('legend', null, m.paymentSection),
      field({
        name: 'cardNumber',
        label: m.cardNumber,
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        pattern: '[0-9 ]{13,23}',
        maxLength: 23,
        placeholder: '1234 1234 1234 1234',
      }),
      h(
        'div',
        { className: 'row' },
        field({
          name: 'expiry',
          label: m.expiry,
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          pattern: '[ ]*[0-9]{1,2}[ ]*/[ ]*[0-9]{2}([0-9]{2})?[ ]*',
          maxLength: 9,
          placeholder: m.expiryPlaceholder,
        }),
        field({
          name: 'cvc',
          label: m.cvc,
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          pattern: '[0-9]{3,4}',
          maxLength: 4,
          placeholder: '123',
        }),
      ),
    ),
    h('button', { className: 'pay-button', id: 'pay-button', type: 'submit' }, interpolate(m.pay, { amount: total })),
  );
}

/**
 * Renders the hosted checkout page of `session` in the session's locale: TEST MODE banner, order
 * summary (amounts formatted in the session currency), the payer's form and the Pay button.
 * @returns the whole HTML document.
 */
export function renderCheckoutPage(
  session: LocalCheckoutSession,
  state: CheckoutPageState,
  assets: CheckoutPageAssets,
): string {
  const m = serverCatalogues[session.locale].hostedCheckout;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: session.currency }, session.locale);
  const total = money(session.amountTotalMinor);
  const body = h(
    'main',
    { className: 'layout' },
    h(OrderSummary, { session, money }),
    h(
      'section',
      { className: 'payment' },
      h(
        'div',
        { className: 'inner' },
        h('p', { className: 'hint' }, m.testCardsHint),
        h('div', { className: 'alert', id: 'form-alert', role: 'alert', hidden: !state.alert }, state.alert ?? ''),
        h(PaymentForm, { session, state, total }),
        h('a', { className: 'cancel', href: safeHref(session.cancelUrl) }, m.cancel),
      ),
    ),
  );
  return renderDocument(session.locale, m.pageTitle, assets, body);
}
