/**
 * State and actions of the customize page (SPEC §4, §5, §9): the customer session, the photo upload
 * and its artworks, the customer's choices (`customize.reducer.ts`), the price, the preview request,
 * the photo deletion and the start of the hosted checkout. The page only lays these out.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { isApiError } from '#client/lib/api-error.ts';
import { readCustomerEmail } from '#client/lib/customer-id.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { scrollToId } from '#client/lib/scroll.ts';
import { toast } from '#client/lib/toast.ts';
import { isValidEmail } from '#shared/email.ts';
import { formatMoney, toPriceString } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { placementDpi } from '#shared/placement-model.ts';
import { discountSavingMinor, quote } from '#shared/pricing.ts';
import { useStorefront } from '../storefront-context.ts';
import { useCatalog } from '../use-catalog.hook.ts';
import { useCustomerSession } from '../use-customer-session.ts';
import { useDiscountCode } from '../use-discount-code.hook.ts';
import { useHostedCheckout } from '../use-hosted-checkout.ts';
import { usePlacement } from '../use-placement.hook.ts';
import { printDpiOf } from './artwork-progress.ts';
import { customizeReducer, initialCustomizeChoices } from './customize.reducer.ts';
import { useArtworks } from './use-artworks.ts';
import { useImageUpload } from './use-image-upload.ts';
import { usePhotoDeletion } from './use-photo-deletion.hook.ts';
import { usePhotoDpi } from './use-photo-dpi.ts';
import { usePreviewRequest } from './use-preview-request.hook.ts';

/**
 * `value` trimmed when it is an address the shop accepts (the rule of the API's email schema,
 * #shared/email.ts), else undefined; without zod, which the page loads only when it calls the API.
 */
function validEmail(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && isValidEmail(value) ? value.trim() : undefined;
}

/** Everything the customize page shows and does, for the storefront of the current path. */
export function useCustomize() {
  const { locale, variant, t } = useStorefront();
  // Issue 21 §1: the live catalogue (the seed until it loaded; prices hidden in place meanwhile).
  const catalog = useCatalog({ locale, variant });
  const { book, products, reload: reloadCatalog } = catalog;
  const { session, ensureCustomerId, replaceCustomer } = useCustomerSession(variant, t);
  const upload = useImageUpload(ensureCustomerId, t);
  const { restore, clear: clearUpload } = upload;
  // Issue 8: the stored photo's artworks (default style of the storefront first).
  const artworks = useArtworks(variant, upload.imageUrl, upload.status, ensureCustomerId);
  const shownArtwork = artworks.progress.stage === 'ready' ? artworks.progress.artwork : undefined;
  // The shown artwork's print DPI once the server knows it, else the photo's: the server's measure
  // once an artwork knows it, until then the browser's (issue 11, issue 20 §3).
  const photoDpi = usePhotoDpi(upload.status === 'failed' ? null : upload.previewUrl);
  // Issue 20 §5: where the customer placed the artwork; the DPI warning counts its scale.
  const placement = usePlacement(session?.customer?.placement);
  const shownPrintDpi = printDpiOf(shownArtwork, artworks.list, photoDpi);
  const printDpi =
    shownPrintDpi.dpi !== null && placement.placement
      ? { ...shownPrintDpi, dpi: placementDpi(shownPrintDpi.dpi, placement.placement.scale) }
      : shownPrintDpi;
  const [choices, dispatch] = useReducer(customizeReducer, initialCustomizeChoices);
  const { productType, size, color } = choices;
  // Issue 22 §2: the API clients and their zod schemas are no initial JS; they load once the page is
  // up, so the first upload and its artworks wait for no download.
  useEffect(() => {
    void import('#client/lib/artworks-api.ts');
  }, []);
  // A choice the live catalogue does not offer (off sale, size or colour removed) moves to one it does.
  useEffect(() => {
    dispatch({ type: 'catalog', products });
  }, [products]);

  // Show a previous visit's upload (SPEC §4: the image_url stored on the customer record).
  const restoredUrl = session?.customer?.imageUrl;
  useEffect(() => {
    if (restoredUrl) restore(restoredUrl);
  }, [restoredUrl, restore]);

  // A page older than a price change sends the old total: the server refuses it (PRICE_MISMATCH) and
  // the page shows the new prices at once.
  const [remindMe, setRemindMe] = useState(false);
  const onCheckoutFailure = useCallback(
    (error: unknown) => {
      if (isApiError(error, 'PRICE_MISMATCH', 'PRODUCT_NOT_AVAILABLE', 'COLOR_NOT_AVAILABLE')) void reloadCatalog();
    },
    [reloadCatalog],
  );
  const { processing, start } = useHostedCheckout(t, ensureCustomerId, onCheckoutFailure);
  const previewRequest = usePreviewRequest({
    t,
    locale,
    variant,
    productType,
    color,
    imageUrl: shownArtwork?.previewUrl ?? upload.imageUrl,
    knownEmail: session?.customer?.email,
    ensureCustomerId,
  });
  const photoDeletion = usePhotoDeletion({ t, ensureCustomerId, replaceCustomer, clearUpload });

  // A failed upload is no image to order with (issue 11): the offer goes, the upload area says why.
  const hasChosenImage = upload.previewUrl !== null && upload.status !== 'failed';
  const current = quote(book, productType, choices.discountApplied && hasChosenImage);
  // The customer's email when known (their record, else this browser's preview request): a discount
  // code's per-email limit counts it (issue 21 §3), and "remind me" is offered to it (§6).
  const knownEmail = validEmail(session?.customer?.email ?? readCustomerEmail());
  // Issue 21 §3: a discount code, priced by the server for the order shown.
  const discount = useDiscountCode(t, {
    productType,
    discountApplied: current.discountApplied,
    locale,
    variant,
    email: knownEmail,
  });
  const codeDiscount = discount.applied
    ? { code: discount.applied.code, amountMinor: discount.applied.discountMinor }
    : null;
  const totalMinor = current.totalMinor - (codeDiscount?.amountMinor ?? 0);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: book.currency }, locale);
  // What ordering now saves on this product's total, in money (ADR 0009); 0 on some German Ghibli items.
  const savingMinor = discountSavingMinor(book, productType);

  const orderNowWithDiscount = useCallback(() => {
    dispatch({ type: 'orderNow' });
    const amount = formatMoney({ amountMinor: savingMinor, currency: book.currency }, locale);
    toast.success(savingMinor > 0 ? t('messages.discountApplied', { amount }) : t('messages.orderNowChosen'));
    scrollToId('product-options');
  }, [t, savingMinor, book.currency, locale]);

  const checkout = async () => {
    if (!upload.imageUrl) {
      toast.error(t('messages.uploadFirst'));
      scrollToId('upload');
      return;
    }
    if (!choices.termsAccepted) {
      dispatch({ type: 'termsRefused' });
      toast.error(t('messages.agreeToTerms'));
      // The message sits under the checkbox; on a phone the sticky bar's click is far from it.
      document.getElementById('checkout-actions')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    await start((customerId) => {
      const storedEmail = validEmail(readCustomerEmail() || discount.email);
      return {
        productType,
        size,
        color,
        price: toPriceString(totalMinor),
        customerId,
        email: storedEmail,
        discountCode: codeDiscount?.code,
        discountApplied: current.discountApplied,
        currency: book.currency === 'EUR' ? 'eur' : 'usd',
        locale,
        variant,
        // The artwork the customer saw on the garment (issue 8), once it is ready.
        artworkId: shownArtwork?.id,
        // Issue 21 §6: only when ticked, and only with the email it goes to.
        remindMe: remindMe && storedEmail ? true : undefined,
      };
    });
  };

  // Issue 21 §6: "remind me" is offered once the customer's email is known (never ticked by default).
  const reminder = knownEmail ? { email: knownEmail, checked: remindMe, onChange: setRemindMe } : null;
  // Issue 21 §4: the choice goes to the cart instead (the cart's client loads on the first click).
  const [adding, setAdding] = useState(false);
  const addToCart = async () => {
    if (!upload.imageUrl) {
      toast.error(t('messages.uploadFirst'));
      scrollToId('upload');
      return;
    }
    setAdding(true);
    try {
      const customerId = await ensureCustomerId();
      if (!customerId) throw new Error('No customer id');
      const { addToCart: add } = await import('#client/lib/cart-api.ts');
      await add(
        customerId,
        { productType, size, color, artworkId: shownArtwork?.id ?? null },
        { locale, variant, discountApplied: current.discountApplied },
      );
      toast.success(t('customize.addedToCart'), {
        action: { label: t('customize.viewCart'), onClick: () => window.location.assign(paths.cart(locale, variant)) },
      });
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setAdding(false);
    }
  };

  const uploading = upload.status === 'uploading';
  /** The checkout button is off: busy, or no stored photo yet. */
  const checkoutDisabled = processing || uploading || !upload.imageUrl;
  const checkoutLabel = processing
    ? t('customize.checkout.processing')
    : uploading
      ? t('customize.checkout.uploading')
      : upload.imageUrl
        ? t('customize.checkout.continue')
        : t('customize.checkout.pleaseUpload');

  return {
    locale,
    variant,
    t,
    reminder,
    book,
    products,
    /** The chosen colour's fabric tint for the drawings, from the live catalogue. */
    tint: products.find((p) => p.type === productType)?.colors.find((c) => c.key === color)?.mockupTintHex,
    /** Prices wait for the live catalogue, invisible in their place (ADR 0020). */
    pricesHidden: catalog.pricesHidden,
    catalogStatus: catalog.status,
    upload,
    artworks,
    photoDpi,
    printDpi,
    placement,
    ensureCustomerId,
    choices,
    dispatch,
    hasChosenImage,
    photoStored: upload.status === 'uploaded',
    quote: current,
    discount,
    codeDiscount,
    /** What the customer pays: the quote less the discount code. */
    totalMinor,
    money,
    savingMinor,
    orderNowWithDiscount,
    previewRequest,
    photoDeletion,
    checkout,
    checkoutLabel,
    addToCart,
    /** An add to cart is under way. */
    adding,
    /**
     * Add to cart waits while the first artwork of the photo is being made: a line records the
     * artwork shown, and one added before it is ready would print the bare photo and count as a
     * second design with its own transformation fee (src/shared/cart-pricing.ts).
     */
    addToCartDisabled: adding || checkoutDisabled || ['received', 'creating'].includes(artworks.progress.stage),
    /** The checkout button waits: a checkout is starting or the photo is still uploading. */
    busy: processing || uploading,
    checkoutDisabled,
    /** Issue 11: the terms message under the checkbox, while the refused box stays unticked. */
    termsError: choices.termsRefused && !choices.termsAccepted ? t('messages.agreeToTerms') : null,
  };
}
