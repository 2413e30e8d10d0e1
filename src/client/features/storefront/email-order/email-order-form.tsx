/**
 * The order part of the email order page (SPEC §2.10, §4 "Email order page", §9): product type, size
 * (size-guide link in a new tab) and colour with the SPEC §4 defaults, the price breakdown from the
 * email-order price set (5% always applied, originals struck through), the badges, the terms box
 * (ticked) and the checkout button with its processing state. Reuses the customize page's pickers
 * and breakdown.
 */
import { BadgePercent, RotateCcw, Truck } from 'lucide-react';
import { useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { toast } from '#client/lib/toast.ts';
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import { type Color, defaultSize, type ProductType, type Size } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { formatMoney, toPriceString } from '#shared/money.ts';
import { discountSavingMinor, quote } from '#shared/pricing.ts';
import { CheckoutActions } from '../checkout-actions.tsx';
import { DiscountCodeField } from '../discount-code-field.tsx';
import { PriceBreakdown } from '../price-breakdown.tsx';
import { ProductOptions } from '../product-options.tsx';
import type { useCatalog } from '../use-catalog.hook.ts';
import { useDiscountCode } from '../use-discount-code.hook.ts';
import { useHostedCheckout } from '../use-hosted-checkout.ts';
import type { EmailOrderLink } from './email-order-link.ts';

/** Email orders exist in the multi-language storefront only (SPEC §2.10, DESIGN.md contexts). */
const variant = 'wowanimatedtees';

interface EmailOrderFormProps {
  t: Translator;
  locale: Locale;
  link: EmailOrderLink;
  productType: ProductType;
  color: Color;
  /** Also resets the colour (SPEC §4), which the page owns because its mockup shows it. */
  onProductTypeChange: (product: StorefrontProduct) => void;
  /** The live email-order catalogue of the page (issue 21 §1). */
  catalog: ReturnType<typeof useCatalog>;
  onColorChange: (color: Color) => void;
  /** Resolves to the visitor's customer id (created on page load), or null when none can be had. */
  ensureCustomerId: () => Promise<string | null>;
}

/** Options, price, badges, terms and checkout; test ids as on the customize page. */
export function EmailOrderForm(props: EmailOrderFormProps) {
  const { t, locale, link, productType, color, catalog } = props;
  const { book, products, pricesHidden } = catalog;
  const current = quote(book, productType, true);
  // Issue 21 §3: a discount code on top of the email order's own price, bound to the link's email.
  const discount = useDiscountCode(t, { productType, fromEmailOrder: true, locale, variant, email: link.email });
  const codeDiscount = discount.applied
    ? { code: discount.applied.code, amountMinor: discount.applied.discountMinor }
    : null;
  const [chosenSize, setSize] = useState<Size>(defaultSize);
  // A size the live catalogue does not offer for this product shows as the nearest one it does.
  const offered = products.find((p) => p.type === productType)?.sizes ?? [];
  const size =
    offered.length === 0 || offered.includes(chosenSize)
      ? chosenSize
      : offered.includes(defaultSize)
        ? defaultSize
        : offered[0];
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [remindMe, setRemindMe] = useState(false);
  // Issue 11: a refused terms check shows under the checkbox as well as in the toast.
  const [termsRefused, setTermsRefused] = useState(false);
  // A stale price is refused (PRICE_MISMATCH): the page shows the new one at once (issue 21 §1).
  const { processing, start } = useHostedCheckout(t, props.ensureCustomerId, (error) => {
    if (isApiError(error, 'PRICE_MISMATCH', 'PRODUCT_NOT_AVAILABLE', 'COLOR_NOT_AVAILABLE')) void catalog.reload();
  });

  const checkout = async () => {
    if (!termsAccepted) {
      setTermsRefused(true);
      toast.error(t('messages.agreeToTerms'));
      return;
    }
    await start((customerId) => ({
      productType,
      size,
      color,
      price: toPriceString(current.totalMinor - (codeDiscount?.amountMinor ?? 0)),
      customerId,
      email: link.email,
      discountCode: codeDiscount?.code,
      emailOrderSignature: link.sig,
      fromEmailOrder: true,
      // Issue 21 §6: only when ticked.
      remindMe: remindMe || undefined,
      discountApplied: true,
      currency: book.currency === 'EUR' ? 'eur' : 'usd',
      locale,
      variant,
    }));
  };

  const badges = [
    // Issue 21 §5: only while the shop advertises free shipping.
    ...(marketingClaims.freeShipping ? [{ icon: Truck, text: t('emailOrder.badges.freeShipping') }] : []),
    { icon: RotateCcw, text: t('emailOrder.badges.moneyBack') },
    {
      icon: BadgePercent,
      // Issue 11: the saving in money beside the percentage (ADR 0009).
      text: t('emailOrder.badges.discount', {
        percent: book.discountPercent,
        amount: formatMoney({ amountMinor: discountSavingMinor(book, productType), currency: book.currency }, locale),
      }),
    },
  ];

  return (
    <div className="space-y-7">
      <ProductOptions
        t={t}
        locale={locale}
        variant={variant}
        book={book}
        products={products}
        pricesHidden={pricesHidden}
        discountApplied
        productType={productType}
        size={size}
        color={color}
        onProductTypeChange={props.onProductTypeChange}
        onSizeChange={setSize}
        onColorChange={props.onColorChange}
      />
      <PriceBreakdown
        t={t}
        locale={locale}
        book={book}
        quote={current}
        discountBadge={false}
        pricesHidden={pricesHidden}
        codeDiscount={codeDiscount}
      />
      <DiscountCodeField t={t} locale={locale} discount={discount} />

      <ul
        aria-label={t('emailOrder.badges.label')}
        className={cn('flex flex-wrap gap-2', pricesHidden && 'invisible')}
        data-testid="email-order-badges"
      >
        {badges.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200"
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>

      <CheckoutActions
        t={t}
        locale={locale}
        variant={variant}
        termsAccepted={termsAccepted}
        onTermsChange={(accepted) => {
          setTermsAccepted(accepted);
          if (accepted) setTermsRefused(false);
        }}
        termsError={termsRefused && !termsAccepted ? t('messages.agreeToTerms') : null}
        label={processing ? t('customize.checkout.processing') : t('customize.checkout.continue')}
        busy={processing}
        ready
        disabled={processing}
        onCheckout={checkout}
        reminder={{ email: link.email, checked: remindMe, onChange: setRemindMe }}
      />
    </div>
  );
}
