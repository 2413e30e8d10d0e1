/**
 * Customize page (SPEC §2.5, §4, §5): upload a photo, choose product type, size and colour, see the
 * price (SPEC §9 via the shared price book), optionally take the order-now discount, and go to the
 * hosted checkout; the customer can delete the photo and its artwork again (issue 17 point 6). Issue 8: the photo becomes artwork (progress, style choice, the artwork on the
 * mockups), a small photo is warned about before paying, and the checkout names the artwork shown. Route module of `/:lang/wowanimatedtees/customize` and
 * `/en-us/wowghiblitees/customize`.
 */
import { Clock, RotateCcw, ShoppingBag, Truck } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { pageMeta } from '#client/lib/page-meta.ts';
import { marketingClaims } from '#client/lib/site-config.ts';
import { CheckoutActions } from '../checkout-actions.tsx';
import { DiscountCodeField } from '../discount-code-field.tsx';
import { DpiWarning } from '../dpi-warning.tsx';
import { OrderOptionsCard } from '../order-options-card.tsx';
import { PriceBreakdown } from '../price-breakdown.tsx';
import { colorOptionsId, ProductOptions, sizeOptionsId } from '../product-options.tsx';
import { isLowDpi } from './artwork-progress.ts';
import { OfferPanel } from './offer-panel.tsx';
import { PreviewCard } from './preview-card.tsx';
import { StickyCheckoutBar } from './sticky-checkout-bar.tsx';
import { UploadArea } from './upload-area.tsx';
import { useCustomize } from './use-customize.hook.ts';

// Issue 9: the dialog (with its form and validation libraries) only shows after a click, so it
// loads then, or as soon as the offer that opens it appears.
const loadEmailDialog = () => import('./email-dialog.tsx');
const EmailDialog = lazy(() => loadEmailDialog().then(({ EmailDialog }) => ({ default: EmailDialog })));
// Issue 17 point 6: the delete confirmation, loaded the same way once a photo is stored.
const loadDeletePhotoDialog = () => import('./delete-photo-dialog.tsx');
const DeletePhotoDialog = lazy(() =>
  loadDeletePhotoDialog().then(({ DeletePhotoDialog }) => ({ default: DeletePhotoDialog })),
);

/** Title and description in the page's language. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(location.pathname, (t) => ({
    title: t('meta.customizeTitle'),
    description: t('meta.customizeDescription'),
  }));
}

/**
 * Scrolls the picker `id` into view and puts the keyboard on its chosen option (issue 23 point 7),
 * smoothly unless the customer asked for reduced motion.
 */
function showPicker(id: string): void {
  const group = document.getElementById(id);
  if (!group) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  group.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  group.querySelector<HTMLElement>('input[type="radio"]:checked')?.focus({ preventScroll: true });
}

/** The customize page; locale and variant come from the path. */
export default function CustomizePage() {
  const page = useCustomize();
  const { t, locale, variant, book, upload, artworks, choices, dispatch, hasChosenImage, money, savingMinor } = page;
  const { previewRequest, photoDeletion, quote: current, printDpi } = page;

  useEffect(() => {
    if (hasChosenImage) void loadEmailDialog();
  }, [hasChosenImage]);
  useEffect(() => {
    if (page.photoStored) void loadDeletePhotoDialog();
  }, [page.photoStored]);

  // Issue 21 §5: the configured claims; free shipping only while advertised.
  const perks = [
    ...(marketingClaims.freeShipping ? [{ icon: Truck, text: t('customize.perks.freeShipping') }] : []),
    { icon: Clock, text: t('customize.perks.delivery') },
    { icon: RotateCcw, text: t('customize.perks.returns') },
  ];

  return (
    // `data-prices`: the offer and the sticky bar hide their amounts in place until the live prices came (ADR 0021).
    <div className="group/prices mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12" data-prices={page.catalogStatus}>
      <header className="max-w-2xl">
        <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{t('customize.eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {t('customize.title')}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-stone-600 sm:text-lg">{t('customize.subtitle')}</p>
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1.5 text-sm font-medium text-stone-700">
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
        <div className="min-w-0 space-y-6">
          <UploadArea t={t} upload={upload} onFile={upload.selectFile} onDelete={() => photoDeletion.setOpen(true)} />
          {(photoDeletion.open || photoDeletion.deleting) && (
            <Suspense fallback={null}>
              <DeletePhotoDialog
                t={t}
                open={photoDeletion.open}
                onOpenChange={photoDeletion.setOpen}
                onConfirm={() => void photoDeletion.deletePhoto()}
                deleting={photoDeletion.deleting}
              />
            </Suspense>
          )}
          {hasChosenImage && (
            <OfferPanel
              t={t}
              saving={savingMinor > 0 ? money(savingMinor) : null}
              applied={current.discountApplied}
              artworkReady={artworks.progress.stage === 'ready'}
              onOrderNow={page.orderNowWithDiscount}
              onPreviewLater={previewRequest.request}
            />
          )}
          {previewRequest.used && (
            <Suspense fallback={null}>
              <EmailDialog
                t={t}
                open={previewRequest.open}
                onOpenChange={previewRequest.setOpen}
                defaultEmail={previewRequest.email}
                onSubmit={previewRequest.save}
              />
            </Suspense>
          )}
          <PreviewCard
            t={t}
            productType={choices.productType}
            color={choices.color}
            tint={page.tint}
            photoUrl={hasChosenImage ? upload.previewUrl : null}
            artworks={artworks}
            photoDpi={page.photoDpi}
            locale={locale}
            placement={page.placement}
            ensureCustomerId={page.ensureCustomerId}
          />
        </div>

        <OrderOptionsCard t={t} step={2}>
          <ProductOptions
            t={t}
            locale={locale}
            variant={variant}
            book={book}
            products={page.products}
            pricesHidden={page.pricesHidden}
            discountApplied={current.discountApplied}
            productType={choices.productType}
            size={choices.size}
            color={choices.color}
            onProductTypeChange={(product) => dispatch({ type: 'productType', product })}
            onSizeChange={(size) => dispatch({ type: 'size', size })}
            onColorChange={(color) => dispatch({ type: 'color', color })}
          />
          <PriceBreakdown
            t={t}
            locale={locale}
            book={book}
            quote={current}
            pricesHidden={page.pricesHidden}
            codeDiscount={page.codeDiscount}
          />
          <DiscountCodeField t={t} locale={locale} discount={page.discount} />
          {hasChosenImage && isLowDpi(printDpi.dpi) && (
            <DpiWarning t={t} dpi={printDpi.dpi} kind={printDpi.kind} compact testId="dpi-warning-checkout" />
          )}

          <CheckoutActions
            t={t}
            locale={locale}
            variant={variant}
            termsAccepted={choices.termsAccepted}
            onTermsChange={(accepted) => dispatch({ type: 'terms', accepted })}
            termsError={page.termsError}
            label={page.checkoutLabel}
            busy={page.busy}
            ready={Boolean(upload.imageUrl)}
            disabled={page.checkoutDisabled}
            onCheckout={page.checkout}
            reminder={page.reminder}
          />
          {/* Issue 21 §4: beside the one-click buy-now, the same choice into the cart. */}
          <Button
            variant="outline"
            className="w-full"
            data-testid="add-to-cart"
            disabled={page.addToCartDisabled}
            onClick={() => void page.addToCart()}
          >
            <ShoppingBag className="size-4" aria-hidden="true" />
            {t('customize.addToCart')}
          </Button>
        </OrderOptionsCard>
      </div>
      {hasChosenImage && (
        <StickyCheckoutBar
          t={t}
          total={money(page.totalMinor)}
          originalTotal={
            (current.discountApplied && savingMinor > 0) || page.codeDiscount
              ? money(current.totalMinor + (current.discountApplied ? savingMinor : 0))
              : null
          }
          label={page.checkoutLabel}
          selection={[
            page.products.find((p) => p.type === choices.productType)?.name,
            t(`customize.sizes.${choices.size}`),
            t(`customize.colors.${choices.color}`),
          ]
            .filter(Boolean)
            .join(' · ')}
          needsChoice={!choices.sizeChosen || !choices.colorChosen}
          onChoose={() => showPicker(choices.sizeChosen ? colorOptionsId : sizeOptionsId)}
          busy={page.busy}
          disabled={page.checkoutDisabled}
          onCheckout={page.checkout}
        />
      )}
    </div>
  );
}
