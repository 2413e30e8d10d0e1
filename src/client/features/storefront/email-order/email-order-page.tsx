/**
 * Email order page (SPEC §2.10, §4 "Email order page"; issue 7 §5): opened from the signed link in
 * the preview email, `/{lang}/wowanimatedtees/emailorder?email=…&sig=…`. It shows the stored artwork
 * the link was made for on the chosen garment, the automatic 5% discount, 'About Your Order', and the
 * order form; under 150 DPI at the print size, the print-resolution warning (issue 20 §3). An unknown link shows a not-found message, an expired or revoked one a 'no longer
 * valid' message (issue 17 §5), and neither anything of any customer.
 * Per customer, so never indexed; its prerendered shell holds no customer data. The visitor's own
 * customer id is obtained on page load, as on the customize page. Route module of `.../emailorder`.
 */
import { CircleAlert, CreditCard, LoaderCircle, Package, Palette, PartyPopper, SearchX } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { artworkImageSources, emailOrderArtworkImageId } from '#client/early/email-order-artwork-image.ts';
import type { Translator } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import { useImageSize } from '#client/lib/use-image-aspect.ts';
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import { effectivePrintDpi, minimumPrintDpi } from '#shared/artwork.ts';
import { type Color, defaultColorFor, defaultProductType, type ProductType } from '#shared/catalog.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import { placementDpi } from '#shared/placement-model.ts';
import { DpiWarning } from '../dpi-warning.tsx';
import { OrderOptionsCard } from '../order-options-card.tsx';
import { PlacementButton, PlacementEditorPanel } from '../placement-panel.tsx';
import { ProductGallery } from '../product-gallery.tsx';
import { useStorefront } from '../storefront-context.ts';
import { useCatalog } from '../use-catalog.hook.ts';
import { useCustomerSession } from '../use-customer-session.ts';
import { usePlacement } from '../use-placement.hook.ts';
import { ArtworkOrigin } from './artwork-origin.tsx';
import { EmailOrderForm } from './email-order-form.tsx';
import { LinkNoLongerValid } from './link-no-longer-valid.tsx';
import { useEmailOrder } from './use-email-order.ts';

/** Title and description in the page's language; a per-customer page, so never indexed. */
export function meta({ location }: { location: { pathname: string } }) {
  return pageMeta(
    location.pathname,
    (t) => ({ title: t('emailOrder.meta.title'), description: t('emailOrder.meta.description') }),
    { noindex: true },
  );
}

const variant = 'wowanimatedtees';

/** The page: loading, not found, failed, or the artwork with the order form. */
export default function EmailOrderPage() {
  const { locale, t } = useStorefront();
  const { state, retry } = useEmailOrder();
  const { session, ensureCustomerId } = useCustomerSession(variant, t);
  // Issue 20 §5: the visitor places the artwork; their checkout prints it so.
  const placement = usePlacement(session?.customer?.placement);
  const ready = state.status === 'ready' ? state : null;
  const artworkSize = useImageSize(ready?.artworkUrl ?? null);
  // The server's print DPI of what the link shows (issue 20 §3, with the upscaler's detail); else the
  // browser's measure of the image. A placed print (issue 20 §5) is as sharp as its placed size allows.
  const measuredDpi = artworkSize ? effectivePrintDpi(artworkSize.width, artworkSize.height) : null;
  const fitDpi = ready?.order.printDpi ?? measuredDpi;
  const placedDpi = fitDpi !== null && placement.placement ? placementDpi(fitDpi, placement.placement.scale) : fitDpi;
  const [chosenType, setProductType] = useState<ProductType>(defaultProductType);
  const [chosenColor, setColor] = useState<Color>(defaultColorFor(defaultProductType));
  // Issue 21 §1: the live email-order book and the products on sale (prices hidden in place until loaded).
  const catalog = useCatalog({ locale, variant, fromEmailOrder: true });
  const percent = catalog.book.discountPercent;
  // A choice the live catalogue does not offer shows as the nearest one it does.
  const product = catalog.products.find((p) => p.type === chosenType) ?? catalog.products[0];
  const productType = product?.type ?? chosenType;
  const color = product && !product.colors.some((c) => c.key === chosenColor) ? product.colors[0].key : chosenColor;

  if (state.status === 'notFound') return <LinkNotFound t={t} locale={locale} />;
  if (state.status === 'noLongerValid') {
    return <LinkNoLongerValid t={t} locale={locale} link={state.link} renewable={state.renewable} />;
  }

  const changeProductType = (next: StorefrontProduct) => {
    setProductType(next.type);
    setColor(next.colors[0]?.key ?? defaultColorFor(next.type)); // SPEC §4: a product type change resets the colour.
  };
  const productLabel = t(`customize.products.${productType}`);
  const colorLabel = t(`customize.colors.${color}`);
  const about = [
    { icon: Palette, text: t('emailOrder.about.choose') },
    { icon: CreditCard, text: t('emailOrder.about.pay') },
    { icon: Package, text: t('emailOrder.about.ships') },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{t('emailOrder.eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {t('emailOrder.title')}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-stone-600 sm:text-lg">{t('emailOrder.subtitle')}</p>
      </header>

      {state.status === 'failed' ? (
        <div role="alert" className="mt-10 flex flex-wrap items-center gap-4 rounded-2xl bg-red-50 p-5 text-red-800">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          <span className="font-semibold">{t('emailOrder.loadFailed.title')}</span>
          <Button variant="outline" size="sm" onClick={retry}>
            {t('emailOrder.loadFailed.retry')}
          </Button>
        </div>
      ) : (
        // Issue 22 §2: loading renders the ready layout with the artwork's <img> already in place and
        // empty, so the page's early module (src/client/early/email-order-early.ts) can paint the
        // artwork before hydration, and nothing moves when the answer arrives (no layout shift).
        <>
          <p
            className="mt-6 flex items-center gap-3 rounded-2xl bg-gradient-to-r from-emerald-600 to-teal-600 px-5 py-4 font-semibold text-white shadow-sm"
            data-testid="email-order-banner"
          >
            <PartyPopper className="size-6 shrink-0" aria-hidden="true" />
            <span className={cn((!ready || catalog.pricesHidden) && 'invisible')}>
              {t('emailOrder.banner', { percent })}
            </span>
          </p>

          <div className="mt-8 grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
            <div className="min-w-0 space-y-6">
              <Card as="section" aria-labelledby="artwork-heading" className="p-5 sm:p-6">
                <h2 id="artwork-heading" className="font-display text-lg font-bold text-stone-900">
                  {t('emailOrder.artwork.heading')}
                </h2>
                {ready && placement.editing ? (
                  <div className="mt-4">
                    <Suspense fallback={null}>
                      <PlacementEditorPanel
                        t={t}
                        locale={locale}
                        productType={productType}
                        color={color}
                        imageUrl={ready.artworkUrl}
                        fitDpi={fitDpi}
                        placement={placement}
                        ensureCustomerId={ensureCustomerId}
                      />
                    </Suspense>
                  </div>
                ) : (
                  <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center">
                    {/* The page's largest paint on phones (issue 22): fetched ahead of the garment mockups.
                        While loading, the early module may already have set its src (hence no hydration warning);
                        its alt text stays transparent until the image is there. */}
                    <img
                      id={emailOrderArtworkImageId}
                      {...(ready ? artworkImageSources(ready.artworkUrl, window.location.origin) : {})}
                      alt={t('emailOrder.artwork.alt')}
                      fetchPriority="high"
                      data-testid="email-order-artwork"
                      suppressHydrationWarning
                      className="mx-auto aspect-square w-full max-w-56 rounded-2xl bg-stone-100 object-contain text-transparent shadow-inner"
                    />
                    <div className="rounded-2xl bg-gradient-to-b from-stone-100 to-stone-50 px-4 py-6">
                      <ProductGallery
                        productType={productType}
                        color={color}
                        tint={product?.colors.find((c) => c.key === color)?.mockupTintHex}
                        imageUrl={ready?.artworkUrl ?? null}
                        label={t('customize.preview.mockupLabel', { product: productLabel, color: colorLabel })}
                        placeholder={ready ? t('customize.preview.placeholder') : ''}
                        placement={placement.placement}
                        className="mx-auto w-full max-w-xs drop-shadow-sm"
                      />
                    </div>
                    <div className="flex justify-center sm:col-span-2">
                      <PlacementButton t={t} onOpen={placement.open} disabled={!ready} />
                    </div>
                  </div>
                )}
                {ready?.order.artworkProvider && ready.artworkUrl === ready.order.generatedImageUrl && (
                  <ArtworkOrigin t={t} provider={ready.order.artworkProvider} />
                )}
                {ready && placedDpi !== null && placedDpi < minimumPrintDpi && (
                  <div className="mt-4">
                    <DpiWarning
                      t={t}
                      dpi={placedDpi}
                      kind={ready.order.generatedImageUrl ? 'artwork' : 'photo'}
                      testId="email-order-dpi-warning"
                    />
                  </div>
                )}
              </Card>
              <Card as="section" aria-labelledby="about-heading" className="p-5 sm:p-6" data-testid="about-order">
                <h2 id="about-heading" className="font-display text-lg font-bold text-stone-900">
                  {t('emailOrder.about.heading')}
                </h2>
                <ul className="mt-4 space-y-3">
                  {about.map(({ icon: Icon, text }) => (
                    <li key={text} className="flex items-start gap-3 text-sm leading-relaxed text-stone-700">
                      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                        <Icon className="size-4" aria-hidden="true" />
                      </span>
                      <span className="pt-1.5">{text}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </div>

            <OrderOptionsCard t={t} step={1}>
              {ready ? (
                <EmailOrderForm
                  t={t}
                  locale={locale}
                  link={ready.link}
                  productType={productType}
                  color={color}
                  onProductTypeChange={changeProductType}
                  catalog={catalog}
                  onColorChange={setColor}
                  ensureCustomerId={ensureCustomerId}
                />
              ) : (
                // Holds a screen's height, as the form that replaces it does, so the footer is not in view.
                <p
                  className="flex min-h-svh items-start gap-2 text-stone-600"
                  role="status"
                  data-testid="email-order-loading"
                >
                  <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden="true" />
                  {t('emailOrder.loading')}
                </p>
              )}
            </OrderOptionsCard>
          </div>
        </>
      )}
    </div>
  );
}

/** A link that is not correctly signed, or has no image: reads like not found, names nobody. */
function LinkNotFound({ t, locale }: { t: Translator; locale: Locale }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6" data-testid="email-order-not-found">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-stone-100 text-stone-500"
      >
        <SearchX className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight text-stone-900">
        {t('emailOrder.notFound.title')}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-stone-600">{t('emailOrder.notFound.body')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.customize(locale, variant)} className={buttonClasses('primary', 'lg')}>
          {t('emailOrder.notFound.customize')}
        </Link>
        <Link to={paths.storefront(locale, variant)} className={buttonClasses('outline', 'lg')}>
          {t('emailOrder.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
