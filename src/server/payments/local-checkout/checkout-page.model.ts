/**
 * What the hosted test checkout's pages show (SPEC §2.8), shaped from a session and the form's state:
 * the copy of the session's locale, amounts formatted in the session currency, each field's value,
 * limits and error message, the country list and the links. The markup is checkout-page.view.ts;
 * everything here is plain data, escaped only when the view renders it.
 */
import { type HostedCheckoutMessages, interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { taxCatalogues } from '#shared/i18n/tax-catalogues.ts';
import { intlTagByLocale, type Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { defaultCountryByLocale, type ShippingCountry, shippingCountries } from '#shared/shipping.ts';
import { defaultVatRates, formatVatRate, orderTaxOf, type VatRates } from '#shared/tax.ts';
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
  /** The tax line for each country of the select (issue 21 §2), shown when it is chosen. */
  taxNotes: Record<string, string>;
}

/**
 * What a total says about tax when shipped to `country` (issue 21 §2): euro totals include the
 * VAT of the destination (`inkl. 19 % MwSt. · 7,18 €`), or none outside the table; dollar totals
 * carry no sales tax (the test provider never runs with Stripe Tax).
 */
export function taxNoteOf(
  session: Pick<LocalCheckoutSession, 'locale' | 'currency' | 'amountTotalMinor'>,
  country: string,
  vatRates: VatRates,
): string {
  const text = taxCatalogues[session.locale].tax;
  if (session.currency !== 'EUR') return text.noSalesTax;
  const { taxMinor, rateBasisPoints } = orderTaxOf(
    { currency: session.currency, totalMinor: session.amountTotalMinor, country },
    vatRates,
  );
  if (!rateBasisPoints) return text.noVat;
  const rate = formatVatRate(rateBasisPoints, intlTagByLocale[session.locale]);
  const amount = formatMoney({ amountMinor: taxMinor, currency: session.currency }, session.locale);
  return `${interpolate(text.includedAtRate, { rate })} · ${amount}`;
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

/**
 * Shipping countries with their names in `locale` (from `Intl.DisplayNames`), sorted by name.
 * @param countries the countries the shop ships to (SHIPPING_COUNTRIES; issue 21 §5), all by default.
 */
export function localizedCountries(
  locale: Locale,
  countries: readonly ShippingCountry[] = shippingCountries,
): { code: ShippingCountry; name: string }[] {
  const tag = intlTagByLocale[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return countries
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
}

/** The frame every page shares: language, title, TEST MODE banner and the asset URLs. */
export interface DocumentModel {
  /** BCP 47 tag of the `lang` attribute, e.g. `en-US`. */
  lang: string;
  /** Full `<title>`: page · shop · TEST MODE. */
  title: string;
  testMode: string;
  testModeNote: string;
  assets: CheckoutPageAssets;
}

function documentModel(locale: Locale, pageTitle: string, assets: CheckoutPageAssets): DocumentModel {
  const m = serverCatalogues[locale].hostedCheckout;
  return {
    lang: intlTagByLocale[locale],
    title: `${pageTitle} · ${SHOP_NAME} · ${m.testMode}`,
    testMode: m.testMode,
    testModeNote: m.testModeNote,
    assets,
  };
}

/** A short page for an unknown or closed session. */
interface MessagePageModel {
  document: DocumentModel;
  title: string;
  text: string;
  back: { label: string; href: string };
}

/**
 * The page for unknown (`notFound`) or closed sessions, in `locale`, linking to `backUrl` (made
 * safe). It loads no script: there is no form.
 */
export function messagePageModel(
  locale: Locale,
  kind: 'notFound' | 'closed',
  backUrl: string,
  assets: CheckoutPageAssets,
): MessagePageModel {
  const m = serverCatalogues[locale].hostedCheckout;
  const title = kind === 'notFound' ? m.notFoundTitle : m.closedTitle;
  return {
    document: documentModel(locale, title, { ...assets, scriptUrl: null }),
    title,
    text: kind === 'notFound' ? m.notFoundBody : m.closedBody,
    back: { label: m.backToShop, href: safeHref(backUrl) },
  };
}

/** One text input of the form, as shown. */
export interface InputFieldModel {
  name: Exclude<CheckoutFormField, 'country'>;
  label: string;
  type: 'text' | 'email';
  autoComplete: string;
  required: boolean;
  inputMode?: 'numeric';
  pattern?: string;
  maxLength: number;
  placeholder?: string;
  /** The value shown again (empty on a first visit). */
  value: string;
  /** The message of the field's error, or `null`. */
  error: string | null;
}

/** The country select. */
export interface CountryFieldModel {
  label: string;
  value: string;
  options: { code: ShippingCountry; name: string }[];
  error: string | null;
}

/** One line of the order summary, amounts formatted. */
interface SummaryItemModel {
  name: string;
  description: string | null;
  quantity: string;
  price: string;
}

/** Everything the checkout page shows. */
export interface CheckoutPageModel {
  document: DocumentModel;
  summary: {
    shopName: string;
    testMode: string;
    dueLabel: string;
    total: string;
    heading: string;
    items: SummaryItemModel[];
    shippingLabel: string;
    shippingValue: string;
    /** The discount code's line, when the checkout has one (issue 21 §3). */
    discount: { label: string; value: string } | null;
    totalLabel: string;
    /** What the total says about tax for the selected country (issue 21 §2). */
    taxNote: string;
  };
  payment: {
    hint: string;
    alert: string | null;
    /** Where the form posts. */
    action: string;
    /** {@link CheckoutPageData} as JSON, for the form's `data-checkout`. */
    data: string;
    legends: { contact: string; shipping: string; payment: string };
    fields: Record<InputFieldModel['name'], InputFieldModel>;
    country: CountryFieldModel;
    payLabel: string;
    cancel: { label: string; href: string };
  };
}

type FieldSpec = Omit<InputFieldModel, 'name' | 'label' | 'value' | 'error' | 'type' | 'required'> &
  Partial<Pick<InputFieldModel, 'type' | 'required'>>;

/** Each input's autocomplete token and limits; labels come from the catalogue. */
function fieldSpecs(country: string): Record<InputFieldModel['name'], FieldSpec> {
  const numeric = { inputMode: 'numeric' } as const;
  return {
    email: { type: 'email', autoComplete: 'email', maxLength: 254 },
    shippingName: { autoComplete: 'shipping name', maxLength: addressMaxLength.shippingName },
    line1: { autoComplete: 'shipping address-line1', maxLength: addressMaxLength.line1 },
    line2: { autoComplete: 'shipping address-line2', maxLength: addressMaxLength.line2, required: false },
    city: { autoComplete: 'shipping address-level2', maxLength: addressMaxLength.city },
    postalCode: { autoComplete: 'shipping postal-code', maxLength: addressMaxLength.postalCode },
    state: {
      autoComplete: 'shipping address-level1',
      maxLength: addressMaxLength.state,
      required: stateRequiredFor(country),
    },
    cardNumber: {
      autoComplete: 'cc-number',
      ...numeric,
      pattern: '[0-9 ]{13,23}',
      maxLength: 23,
      placeholder: '1234 1234 1234 1234',
    },
    expiry: {
      autoComplete: 'cc-exp',
      ...numeric,
      pattern: '[ ]*[0-9]{1,2}[ ]*/[ ]*[0-9]{2}([0-9]{2})?[ ]*',
      maxLength: 9,
    },
    cvc: { autoComplete: 'cc-csc', ...numeric, pattern: '[0-9]{3,4}', maxLength: 4, placeholder: '123' },
  };
}

/**
 * The discount code's line (issue 21 §3), from the metadata checkout.service.ts wrote (the code and
 * what it took off): `-5,00 €` beside `Rabatt (WELCOME5)`. Null without a code.
 */
function discountLine(
  session: LocalCheckoutSession,
  label: string,
  money: (amountMinor: number) => string,
): { label: string; value: string } | null {
  const { discountCode, discountMinor } = session.metadata;
  if (!discountCode || !/^\d{1,9}$/.test(discountMinor ?? '')) return null;
  return { label: interpolate(label, { code: discountCode }), value: `−${money(Number(discountMinor))}` };
}

/**
 * The hosted checkout page of `session` in the session's locale: TEST MODE banner, order summary
 * (amounts formatted in the session currency), the payer's form with `state`'s values and errors,
 * and the Pay button.
 */
export function checkoutPageModel(
  session: LocalCheckoutSession,
  state: CheckoutPageState,
  assets: CheckoutPageAssets,
  vatRates: VatRates = defaultVatRates,
  countries: readonly ShippingCountry[] = shippingCountries,
): CheckoutPageModel {
  const m = serverCatalogues[session.locale].hostedCheckout;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: session.currency }, session.locale);
  const total = money(session.amountTotalMinor);
  // The locale's home country when the shop ships there, else the first country it ships to.
  const home = defaultCountryByLocale[session.locale];
  const country = state.values.country || (countries.includes(home) ? home : countries[0]);
  const errorOf = (name: CheckoutFormField) => {
    const error = state.errors[name];
    return error ? m.errors[error] : null;
  };
  const labels: Record<InputFieldModel['name'], string> = {
    email: m.email,
    shippingName: m.shippingName,
    line1: m.addressLine1,
    line2: m.addressLine2,
    city: m.city,
    postalCode: m.postalCode,
    state: m.state,
    cardNumber: m.cardNumber,
    expiry: m.expiry,
    cvc: m.cvc,
  };
  const specs = fieldSpecs(country);
  specs.expiry.placeholder = m.expiryPlaceholder;
  const fields = Object.fromEntries(
    (Object.keys(specs) as InputFieldModel['name'][]).map((name) => [
      name,
      {
        name,
        label: labels[name],
        type: 'text',
        required: true,
        ...specs[name],
        value: state.values[name] ?? '',
        error: errorOf(name),
      } satisfies InputFieldModel,
    ]),
  ) as Record<InputFieldModel['name'], InputFieldModel>;
  const offered = localizedCountries(session.locale, countries);
  const taxNotes = Object.fromEntries(offered.map(({ code }) => [code, taxNoteOf(session, code, vatRates)]));
  const data: CheckoutPageData = { errors: m.errors, processing: m.processing, taxNotes };
  return {
    document: documentModel(session.locale, m.pageTitle, assets),
    summary: {
      shopName: SHOP_NAME,
      testMode: m.testMode,
      dueLabel: m.pageTitle,
      total,
      heading: m.orderSummary,
      // No line-item image (issue 17 point 5): it is the customer's photo or its artwork, personal
      // data that anyone holding the session id would otherwise see.
      items: session.lineItems.map((item) => ({
        name: item.name,
        description: item.description || null,
        quantity: interpolate(m.quantity, { count: item.quantity }),
        price: money(item.unitAmountMinor * item.quantity),
      })),
      shippingLabel: m.shipping,
      shippingValue: m.shippingFree,
      discount: discountLine(session, m.discount, money),
      totalLabel: m.total,
      taxNote: taxNoteOf(session, country, vatRates),
    },
    payment: {
      hint: m.testCardsHint,
      alert: state.alert || null,
      action: paths.testCheckout(session.id),
      data: JSON.stringify(data),
      legends: { contact: m.contactSection, shipping: m.shippingSection, payment: m.paymentSection },
      fields,
      country: {
        label: m.country,
        value: country,
        options: offered,
        error: errorOf('country'),
      },
      payLabel: interpolate(m.pay, { amount: total }),
      cancel: { label: m.cancel, href: safeHref(session.cancelUrl) },
    },
  };
}
