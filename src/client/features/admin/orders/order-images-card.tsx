/** The order page's photo and artwork, large (issue 7 §3, issue 8: the artwork the customer chose). */
import { ExternalLink, ImageOff, ImageUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { adminOrderPaths } from './admin-order-links.ts';
import { formatDateTime } from './order-format.ts';

/** The photo and the printed artwork; 'Upload artwork' (image admin for the email) when there is none. */
export function OrderImagesCard({ order }: { order: AdminOrderDetail }) {
  const { t, locale } = useTranslator();
  // Files deleted by retention or erasure (issue 19 §9): say so instead of offering a broken image.
  const removed = order.filesRemoved
    ? t(
        order.filesRemoved.reason === 'retention'
          ? 'adminOrders.erasure.filesRetention'
          : 'adminOrders.erasure.filesErasure',
        {
          date: formatDateTime(order.filesRemoved.at, locale),
        },
      )
    : null;
  return (
    <Card as="section" aria-labelledby="order-images" className="self-start p-4 sm:p-6">
      <h2 id="order-images" className="font-display text-lg font-bold text-stone-900">
        {t('adminOrders.order.sections.images')}
      </h2>
      {removed && (
        <p role="note" className="mt-2 text-sm text-stone-600" data-testid="order-files-removed">
          {removed}
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <LargeImage
          src={order.photoUrl}
          caption={
            order.printSource === 'staff_artwork'
              ? t('adminOrders.order.staffArtworkPrinted')
              : order.printSource === 'photo'
                ? t('adminOrders.order.photo')
                : t('adminOrders.order.photoSource')
          }
          alt={t('adminOrders.orders.photoAlt')}
          missing={t('adminOrders.orders.noPhoto')}
        />
        <LargeImage
          src={order.artworkUrl}
          caption={
            order.printSource === 'artwork' ? t('adminOrders.order.artworkPrinted') : t('adminOrders.order.artwork')
          }
          alt={t('adminOrders.orders.artworkAlt')}
          missing={t('adminOrders.order.noArtwork')}
          action={
            order.email && !removed ? (
              <Link
                to={adminOrderPaths.imageAdminFor(locale, order.email)}
                className={buttonClasses('outline', 'sm', 'mt-3')}
              >
                <ImageUp className="size-4" aria-hidden="true" />
                {t('adminOrders.order.uploadArtwork')}
              </Link>
            ) : null
          }
        />
      </div>
    </Card>
  );
}

/** A large image with its caption, opening full size in a new tab; a placeholder when missing. */
function LargeImage({
  src,
  caption,
  alt,
  missing,
  action,
}: {
  src: string | null;
  caption: string;
  alt: string;
  missing: string;
  action?: ReactNode;
}) {
  const { t } = useTranslator();
  const [failed, setFailed] = useState(false);
  return (
    <figure className="min-w-0">
      {src && !failed ? (
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <img
            src={src}
            alt={alt}
            onError={() => setFailed(true)}
            className="aspect-square w-full object-contain"
            decoding="async"
          />
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-medium text-stone-700 opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {t('adminOrders.order.openFullSize')}
          </span>
        </a>
      ) : (
        <div className="grid aspect-[4/3] w-full place-items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-4 text-center sm:aspect-square">
          <div>
            <ImageOff className="mx-auto size-8 text-stone-400" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-stone-600">{missing}</p>
            {action}
          </div>
        </div>
      )}
      <figcaption className="mt-2 text-sm font-medium text-stone-700">{caption}</figcaption>
    </figure>
  );
}
