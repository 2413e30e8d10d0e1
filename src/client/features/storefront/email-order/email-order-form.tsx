/**
 * The order part of the email order page (SPEC §2.10, §4 "Email order page", §9): product type, size
 * (size-guide link in a new tab) and colour with the SPEC §4 defaults, the price breakdown from the
 * email-order price set (5% always applied, originals struck through), the badges, the terms box
 * (ticked) and the checkout button with its processing state. Reuses the customize page's pickers
 * and breakdown.
 */
import { BadgePercent, LoaderCircle, Lock, RotateCcw, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { MailLink, NewTabLink } from '#client/components/ui/text-link.tsx';
import { i18n, type Translator } from '#client/i18n/i18n.ts';
import { api } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { supportEmail } from '#client/lib/site-config.ts';
import { type Color, defaultSize, type ProductType, type Size } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { toPriceString } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { priceBookFor, quote } from '#shared/pricing.ts';
import { PriceBreakdown } from '../customize/price-breakdown.tsx';
import { ProductOptions } from '../customize/product-options.tsx';
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
  onProductTypeChange: (productType: ProductType) => void;
  onColorChange: (color: Color) => void;
  /** Resolves to the visitor's customer id (created on page load), or null when none can be had. */
  ensureCustomerId: () => Promise<string | null>;
}

/** Options, price, badges, terms and checkout; test ids as on the customize page. */
export function EmailOrderForm(props: EmailOrderFormProps) {
  const { t, locale, link, productType, color } = props;
  const book = priceBookFor({ locale, variant, fromEmailOrder: true });
  const current = quote(book, productType, true);
  const [size, setSize] = useState<Size>(defaultSize);
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [processing, setProcessing] = useState(false);

  // Back from the hosted checkout, the page may come from the back-forward cache still 'Processing...'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const checkout = async () => {
    if (!termsAccepted) {
      toast.error(t('messages.agreeToTerms'));
      return;
    }
    setProcessing(true);
    try {
      const customerId = await props.ensureCustomerId();
      if (!customerId) throw new Error('No customer id');
      const { url } = await api.createCheckout({
        productType,
        size,
        color,
        price: toPriceString(current.totalMinor),
        customerId,
        email: link.email,
        emailOrderSignature: link.sig,
        fromEmailOrder: true,
        discountApplied: true,
        currency: book.currency === 'EUR' ? 'eur' : 'usd',
        locale,
        variant,
      });
      // Stay 'Processing...' while the browser leaves for the hosted checkout.
      window.location.assign(url);
    } catch (error) {
      toast.error(t('messages.checkoutFailed'), { description: errorMessage(t, error) });
      setProcessing(false);
    }
  };

  const badges = [
    { icon: Truck, text: t('emailOrder.badges.freeShipping') },
    { icon: RotateCcw, text: t('emailOrder.badges.moneyBack') },
    { icon: BadgePercent, text: t('emailOrder.badges.discount', { percent: book.discountPercent }) },
  ];

  return (
    <div className="space-y-7">
      <ProductOptions
        t={t}
        locale={locale}
        variant={variant}
        book={book}
        discountApplied
        productType={productType}
        size={size}
        color={color}
        onProductTypeChange={props.onProductTypeChange}
        onSizeChange={setSize}
        onColorChange={props.onColorChange}
      />
      <PriceBreakdown t={t} locale={locale} book={book} quote={current} discountBadge={false} />

      <ul aria-label={t('emailOrder.badges.label')} className="flex flex-wrap gap-2" data-testid="email-order-badges">
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

      <div className="space-y-4">
        <div className="flex items-start gap-3">
          <Checkbox
            id="terms-checkbox"
            data-testid="terms"
            checked={termsAccepted}
            onCheckedChange={(checked) => setTermsAccepted(checked === true)}
            className="mt-0.5"
          />
          <label htmlFor="terms-checkbox" className="text-sm leading-relaxed text-stone-600">
            <Trans
              i18n={i18n}
              t={t}
              i18nKey="customize.checkout.terms"
              components={{
                terms: <NewTabLink href={paths.terms(locale, variant)} />,
                privacy: <NewTabLink href={paths.privacy(locale, variant)} />,
              }}
            />
          </label>
        </div>
        <Button size="lg" className="w-full" data-testid="checkout-button" disabled={processing} onClick={checkout}>
          {processing ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Lock className="size-4" aria-hidden="true" />
          )}
          {processing ? t('customize.checkout.processing') : t('customize.checkout.continue')}
        </Button>
        <p className="text-center text-xs text-stone-500">{t('customize.checkout.secure')}</p>
        <p className="border-t border-stone-100 pt-4 text-center text-sm text-stone-600" data-testid="support-line">
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="customize.checkout.support"
            values={{ email: supportEmail }}
            components={{ mail: <MailLink email={supportEmail} /> }}
          />
        </p>
      </div>
    </div>
  );
}
