/**
 * The hosted test checkout's HTML (SPEC §2.8): the markup of the pages whose content
 * checkout-page.model.ts shapes. Rendered with React's server renderer, which escapes every text and
 * attribute; no value is ever concatenated into HTML. Written without JSX (the server runs .ts
 * through Node's type stripping). No inline script or style: the stylesheet and the browser module
 * are files (checkout-assets.ts); what the module needs travels in `data-*` attributes of the form.
 */

import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#shared/locales.ts';
import type { ShippingCountry } from '#shared/shipping.ts';
import { defaultVatRates, type VatRates } from '#shared/tax.ts';
import {
  type CheckoutPageAssets,
  type CheckoutPageModel,
  type CheckoutPageState,
  type CountryFieldModel,
  checkoutPageModel,
  type DocumentModel,
  type InputFieldModel,
  messagePageModel,
} from './checkout-page.model.ts';
import type { LocalCheckoutSession } from './local-checkout.types.ts';

function renderDocument(document: DocumentModel, body: ReactNode): string {
  const { assets } = document;
  const html = h(
    'html',
    { lang: document.lang },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex, nofollow' }),
      h('link', { rel: 'icon', href: 'data:,' }),
      h('title', null, document.title),
      h('link', { rel: 'stylesheet', href: assets.styleUrl }),
      assets.scriptUrl ? h('script', { type: 'module', src: assets.scriptUrl }) : null,
    ),
    h(
      'body',
      null,
      h('div', { className: 'banner', role: 'note' }, h('strong', null, document.testMode), document.testModeNote),
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
  const page = messagePageModel(locale, kind, backUrl, assets);
  const body = h(
    'main',
    { className: 'message' },
    h('h1', null, page.title),
    h('p', null, page.text),
    h('p', null, h('a', { href: page.back.href }, page.back.label)),
  );
  return renderDocument(page.document, body);
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return h('p', { className: 'field-error', id, 'aria-live': 'polite' }, error ?? '');
}

function Field({ field }: { field: InputFieldModel }) {
  const { name } = field;
  return h(
    'div',
    { className: 'field' },
    h('label', { htmlFor: name }, field.label),
    h('input', {
      id: name,
      name,
      type: field.type,
      defaultValue: field.value,
      'aria-describedby': `${name}-error`,
      'aria-invalid': field.error ? true : undefined,
      required: field.required,
      autoComplete: field.autoComplete,
      inputMode: field.inputMode,
      pattern: field.pattern,
      maxLength: field.maxLength,
      placeholder: field.placeholder,
    }),
    h(FieldError, { id: `${name}-error`, error: field.error }),
  );
}

function CountryField({ country }: { country: CountryFieldModel }) {
  return h(
    'div',
    { className: 'field' },
    h('label', { htmlFor: 'country' }, country.label),
    h(
      'select',
      {
        id: 'country',
        name: 'country',
        autoComplete: 'shipping country',
        required: true,
        defaultValue: country.value,
        'aria-describedby': 'country-error',
        'aria-invalid': country.error ? true : undefined,
      },
      country.options.map(({ code, name }) => h('option', { key: code, value: code }, name)),
    ),
    h(FieldError, { id: 'country-error', error: country.error }),
  );
}

function OrderSummary({ summary }: { summary: CheckoutPageModel['summary'] }) {
  return h(
    'section',
    { className: 'summary' },
    h(
      'div',
      { className: 'inner' },
      h('p', { className: 'shop' }, summary.shopName, h('span', { className: 'badge' }, summary.testMode)),
      h('p', { className: 'due' }, summary.dueLabel),
      h('p', { className: 'due-amount' }, summary.total),
      h('h2', null, summary.heading),
      h(
        'ul',
        { className: 'items' },
        summary.items.map((item, index) =>
          h(
            'li',
            { className: 'item', key: index },
            h(
              'div',
              { className: 'item-main' },
              h('span', { className: 'item-name' }, item.name),
              item.description ? h('span', { className: 'item-desc' }, item.description) : null,
              h('span', { className: 'item-qty' }, item.quantity),
            ),
            h('span', { className: 'item-price' }, item.price),
          ),
        ),
      ),
      h(
        'dl',
        { className: 'totals' },
        h('div', null, h('dt', null, summary.shippingLabel), h('dd', null, summary.shippingValue)),
        summary.discount
          ? h(
              'div',
              { 'data-testid': 'discount-line' },
              h('dt', null, summary.discount.label),
              h('dd', null, summary.discount.value),
            )
          : null,
        h('div', { className: 'grand' }, h('dt', null, summary.totalLabel), h('dd', null, summary.total)),
      ),
      // Issue 21 §2: what the total says about tax, for the chosen country (the script follows the select).
      h('p', { className: 'tax-note', id: 'tax-note' }, summary.taxNote),
    ),
  );
}

function PaymentForm({ payment }: { payment: CheckoutPageModel['payment'] }) {
  const { fields } = payment;
  const field = (name: InputFieldModel['name']) => h(Field, { field: fields[name] });
  const row = (...children: ReactNode[]) => h('div', { className: 'row' }, ...children);
  return h(
    'form',
    { id: 'checkout-form', method: 'post', action: payment.action, 'data-checkout': payment.data },
    h('fieldset', null, h('legend', null, payment.legends.contact), field('email')),
    h(
      'fieldset',
      null,
      h('legend', null, payment.legends.shipping),
      field('shippingName'),
      field('line1'),
      field('line2'),
      row(field('city'), field('postalCode')),
      row(field('state'), h(CountryField, { country: payment.country })),
    ),
    h(
      'fieldset',
      null,
      h('legend', null, payment.legends.payment),
      field('cardNumber'),
      row(field('expiry'), field('cvc')),
    ),
    h('button', { className: 'pay-button', id: 'pay-button', type: 'submit' }, payment.payLabel),
  );
}

/**
 * Renders the hosted checkout page of `session` in the session's locale: TEST MODE banner, order
 * summary, the payer's form and the Pay button (content: checkout-page.model.ts).
 * @returns the whole HTML document.
 */
export function renderCheckoutPage(
  session: LocalCheckoutSession,
  state: CheckoutPageState,
  assets: CheckoutPageAssets,
  vatRates: VatRates = defaultVatRates,
  countries?: readonly ShippingCountry[],
): string {
  const page = checkoutPageModel(session, state, assets, vatRates, countries);
  const { payment } = page;
  const body = h(
    'main',
    { className: 'layout' },
    h(OrderSummary, { summary: page.summary }),
    h(
      'section',
      { className: 'payment' },
      h(
        'div',
        { className: 'inner' },
        h('p', { className: 'hint' }, payment.hint),
        h('div', { className: 'alert', id: 'form-alert', role: 'alert', hidden: !payment.alert }, payment.alert ?? ''),
        h(PaymentForm, { payment }),
        h('a', { className: 'cancel', href: payment.cancel.href }, payment.cancel.label),
      ),
    ),
  );
  return renderDocument(page.document, body);
}
