/**
 * Customize page (SPEC §2.5, §4, §5): upload a photo, choose product type, size and colour, see the
 * price (SPEC §9 via the shared price book), optionally take the order-now discount, and go to the
 * hosted checkout; the customer can delete the photo and its artwork again (issue 17 point 6). Issue 8: the photo becomes artwork (progress, style choice, the artwork on the
 * mockups), a small photo is warned about before paying, and the checkout names the artwork shown. Route module of `/:lang/wowanimatedtees/customize` and
 * `/en-us/wowghiblitees/customize`.
 */
import { Clock, RotateCcw, Truck } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#client/lib/api-client.ts';
import { readCustomerEmail, writeCustomerEmail } from '#client/lib/customer-id.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { pageMeta } from '#client/lib/page-meta.ts';
import type { PreviewSentState } from '#client/lib/preview-sent-state.ts';
import { scrollToId } from '#client/lib/scroll.ts';
import { toast } from '#client/lib/toast.ts';
import { emailSchema } from '#shared/api/customers.schemas.ts';
import {
  type Color,
  defaultColorFor,
  defaultProductType,
  defaultSize,
  type ProductType,
  type Size,
} from '#shared/catalog.ts';
import { formatMoney, toPriceString } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { discountSavingMinor, priceBookFor, quote } from '#shared/pricing.ts';
import { CheckoutActions } from '../checkout-actions.tsx';
import { OrderOptionsCard } from '../order-options-card.tsx';
import { PriceBreakdown } from '../price-breakdown.tsx';
import { ProductOptions } from '../product-options.tsx';
import { useStorefront } from '../storefront-context.ts';
import { useCustomerSession } from '../use-customer-session.ts';
import { useHostedCheckout } from '../use-hosted-checkout.ts';
import { isLowDpi, sourceDpiOf } from './artwork-progress.ts';
import { DpiWarning } from './dpi-warning.tsx';
import { OfferPanel } from './offer-panel.tsx';
import { PreviewCard } from './preview-card.tsx';
import { StickyCheckoutBar } from './sticky-checkout-bar.tsx';
import { UploadArea } from './upload-area.tsx';
import { useArtworks } from './use-artworks.ts';
import { useImageUpload } from './use-image-upload.ts';
import { usePhotoDpi } from './use-photo-dpi.ts';

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

/** The customize page; locale and variant come from the path. */
export default function CustomizePage() {
  const { locale, variant, t } = useStorefront();
  const book = priceBookFor({ locale, variant });
  const { session, ensureCustomerId, replaceCustomer } = useCustomerSession(variant, t);
  const upload = useImageUpload(ensureCustomerId, t);
  const { restore, clear: clearUpload } = upload;
  // Issue 8: the stored photo's artworks (default style of the storefront first).
  const artworks = useArtworks(variant, upload.imageUrl, upload.status, ensureCustomerId);
  const shownArtwork = artworks.progress.stage === 'ready' ? artworks.progress.artwork : undefined;
  // The server's measure once an artwork knows it; until then the browser's (issue 11).
  const photoDpi = usePhotoDpi(upload.status === 'failed' ? null : upload.previewUrl);
  const sourceDpi = sourceDpiOf(artworks.list) ?? photoDpi;

  const [productType, setProductType] = useState<ProductType>(defaultProductType);
  const [size, setSize] = useState<Size>(defaultSize);
  const [color, setColor] = useState<Color>(defaultColorFor(defaultProductType));
  const [discountApplied, setDiscountApplied] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(true);
  // Issue 11: a refused terms check shows under the checkbox as well as in the toast.
  const [termsRefused, setTermsRefused] = useState(false);
  const [emailDialogOpen, setEmailDialogOpen] = useState(false);
  const [emailDialogUsed, setEmailDialogUsed] = useState(false);
  const [dialogEmail, setDialogEmail] = useState('');
  const [deleteDialogOpen, setDeleteDialogOpen] = useState(false);
  const [deletingPhoto, setDeletingPhoto] = useState(false);
  const navigate = useNavigate();

  // Show a previous visit's upload (SPEC §4: the image_url stored on the customer record).
  const restoredUrl = session?.customer?.imageUrl;
  useEffect(() => {
    if (restoredUrl) restore(restoredUrl);
  }, [restoredUrl, restore]);

  const { processing, start } = useHostedCheckout(t, ensureCustomerId);

  // A failed upload is no image to order with (issue 11): the offer goes, the upload area says why.
  const hasChosenImage = upload.previewUrl !== null && upload.status !== 'failed';
  useEffect(() => {
    if (hasChosenImage) void loadEmailDialog();
  }, [hasChosenImage]);
  const photoStored = upload.status === 'uploaded';
  useEffect(() => {
    if (photoStored) void loadDeletePhotoDialog();
  }, [photoStored]);

  // Issue 17 point 6: the photo and its artwork are deleted on the server; the page is back to no image.
  const deletePhoto = async () => {
    const customerId = await ensureCustomerId();
    if (!customerId) return;
    setDeletingPhoto(true);
    try {
      replaceCustomer(await api.deleteCustomerPhoto(customerId));
      clearUpload();
      setDeleteDialogOpen(false);
      toast.success(t('customize.deletePhoto.deleted'));
    } catch (error) {
      toast.error(t('customize.deletePhoto.failed'), { description: errorMessage(t, error) });
    } finally {
      setDeletingPhoto(false);
    }
  };
  const current = quote(book, productType, discountApplied && hasChosenImage);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: book.currency }, locale);
  // What ordering now saves on this product's total, in money (ADR 0009); 0 on some German Ghibli items.
  const savingMinor = discountSavingMinor(book, productType);

  const changeProductType = (next: ProductType) => {
    setProductType(next);
    setColor(defaultColorFor(next)); // SPEC §4: a product type change resets the colour.
  };

  const orderNowWithDiscount = useCallback(() => {
    setDiscountApplied(true);
    const amount = formatMoney({ amountMinor: savingMinor, currency: book.currency }, locale);
    toast.success(savingMinor > 0 ? t('messages.discountApplied', { amount }) : t('messages.orderNowChosen'));
    scrollToId('product-options');
  }, [t, savingMinor, book.currency, locale]);

  // SPEC §4 'Get preview to email later': mark the customer preview_requested, open the email dialog.
  const requestPreviewLater = async () => {
    setDialogEmail(session?.customer?.email ?? readCustomerEmail() ?? '');
    setEmailDialogOpen(true);
    setEmailDialogUsed(true);
    const customerId = await ensureCustomerId();
    if (!customerId) return; // Without a customer the email is kept locally (SPEC §4).
    try {
      await api.updateCustomer(customerId, {
        previewRequested: true,
        locale,
        previewProductType: productType,
        previewColor: color,
      });
    } catch {
      toast.error(t('messages.previewRequestFailed'));
    }
  };

  // SPEC §4 email dialog submit: save the email, close, and confirm on previewsend.
  const savePreviewEmail = async (email: string) => {
    const customerId = await ensureCustomerId();
    if (customerId) {
      try {
        // The request is marked again: the first mark may have failed, and the server acts once.
        await api.updateCustomer(customerId, {
          email,
          previewRequested: true,
          locale,
          previewProductType: productType,
          previewColor: color,
        });
      } catch (error) {
        toast.error(t('messages.emailSaveFailed'), { description: errorMessage(t, error) });
        return;
      }
    }
    writeCustomerEmail(email);
    toast.success(t('messages.emailSaved'));
    setEmailDialogOpen(false);
    const state: PreviewSentState = { email, productType, color };
    navigate(paths.previewSent(locale, variant), { state });
  };

  const checkout = async () => {
    if (!upload.imageUrl) {
      toast.error(t('messages.uploadFirst'));
      scrollToId('upload');
      return;
    }
    if (!termsAccepted) {
      setTermsRefused(true);
      toast.error(t('messages.agreeToTerms'));
      // The message sits under the checkbox; on a phone the sticky bar's click is far from it.
      document.getElementById('checkout-actions')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    await start((customerId) => {
      const storedEmail = emailSchema.safeParse(readCustomerEmail());
      return {
        productType,
        size,
        color,
        price: toPriceString(current.totalMinor),
        customerId,
        email: storedEmail.success ? storedEmail.data : undefined,
        discountApplied: current.discountApplied,
        currency: book.currency === 'EUR' ? 'eur' : 'usd',
        locale,
        variant,
        // The artwork the customer saw on the garment (issue 8), once it is ready.
        artworkId: shownArtwork?.id,
      };
    });
  };

  const uploading = upload.status === 'uploading';
  const checkoutLabel = processing
    ? t('customize.checkout.processing')
    : uploading
      ? t('customize.checkout.uploading')
      : upload.imageUrl
        ? t('customize.checkout.continue')
        : t('customize.checkout.pleaseUpload');

  const perks = [
    { icon: Truck, text: t('customize.perks.freeShipping') },
    { icon: Clock, text: t('customize.perks.delivery') },
    { icon: RotateCcw, text: t('customize.perks.returns') },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
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
          <UploadArea t={t} upload={upload} onFile={upload.selectFile} onDelete={() => setDeleteDialogOpen(true)} />
          {(deleteDialogOpen || deletingPhoto) && (
            <Suspense fallback={null}>
              <DeletePhotoDialog
                t={t}
                open={deleteDialogOpen}
                onOpenChange={setDeleteDialogOpen}
                onConfirm={() => void deletePhoto()}
                deleting={deletingPhoto}
              />
            </Suspense>
          )}
          {hasChosenImage && (
            <OfferPanel
              t={t}
              saving={savingMinor > 0 ? money(savingMinor) : null}
              applied={current.discountApplied}
              onOrderNow={orderNowWithDiscount}
              onPreviewLater={requestPreviewLater}
            />
          )}
          {emailDialogUsed && (
            <Suspense fallback={null}>
              <EmailDialog
                t={t}
                open={emailDialogOpen}
                onOpenChange={setEmailDialogOpen}
                defaultEmail={dialogEmail}
                onSubmit={savePreviewEmail}
              />
            </Suspense>
          )}
          <PreviewCard
            t={t}
            productType={productType}
            color={color}
            photoUrl={hasChosenImage ? upload.previewUrl : null}
            artworks={artworks}
            photoDpi={photoDpi}
          />
        </div>

        <OrderOptionsCard t={t} step={2}>
          <ProductOptions
            t={t}
            locale={locale}
            variant={variant}
            book={book}
            discountApplied={current.discountApplied}
            productType={productType}
            size={size}
            color={color}
            onProductTypeChange={changeProductType}
            onSizeChange={setSize}
            onColorChange={setColor}
          />
          <PriceBreakdown t={t} locale={locale} book={book} quote={current} />
          {hasChosenImage && isLowDpi(sourceDpi) && (
            <DpiWarning t={t} dpi={sourceDpi} compact testId="dpi-warning-checkout" />
          )}

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
            label={checkoutLabel}
            busy={processing || uploading}
            ready={Boolean(upload.imageUrl)}
            disabled={processing || uploading || !upload.imageUrl}
            onCheckout={checkout}
          />
        </OrderOptionsCard>
      </div>
      {hasChosenImage && (
        <StickyCheckoutBar
          t={t}
          total={money(current.totalMinor)}
          originalTotal={current.discountApplied && savingMinor > 0 ? money(current.totalMinor + savingMinor) : null}
          label={checkoutLabel}
          busy={processing || uploading}
          disabled={processing || uploading || !upload.imageUrl}
          onCheckout={checkout}
        />
      )}
    </div>
  );
}
