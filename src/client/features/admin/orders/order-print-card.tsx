/**
 * What an order prints, for staff (issue 8): the artwork the customer chose at checkout (style and
 * who made it) or that the photo is printed, the photo's resolution at the print size with a
 * warning under `minimumPrintDpi`, which print file the download serves, how it was enlarged and the
 * detail it carries (issue 20 §3: Lanczos, Real-ESRGAN or none, its effective DPI, and why a
 * configured upscaler was passed over), and the order's mockup (issue 20 §6: the artwork drawn onto
 * the ordered garment, once the print-file job made it), and the customer's placement: which side
 * and what text line (issue 20 §5).
 */
import { TriangleAlert } from 'lucide-react';
import { useTranslator } from '#client/i18n/use-translator.ts';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import { minimumPrintDpi } from '#shared/artwork.ts';
import { Detail, DetailCard } from './order-detail-card.tsx';

/** 'Low resolution' badge for a photo or print file under the print minimum. */
export function LowDpiBadge({ testId = 'order-dpi-low' }: { testId?: string }) {
  const { t } = useTranslator();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-300"
      data-testid={testId}
    >
      <TriangleAlert className="size-3" aria-hidden="true" />
      {t('adminOrders.order.dpiLow')}
    </span>
  );
}

/** The Print card: which image is printed, its source resolution, and the print file as made. */
export function OrderPrintCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslator();
  const { sourceDpi } = order;
  const low = sourceDpi !== null && sourceDpi < minimumPrintDpi;
  return (
    <DetailCard id="order-print" title={t('adminOrders.order.sections.print')}>
      <Detail label={t('adminOrders.order.fields.printed')}>
        <PrintedImage order={order} />
      </Detail>
      <Detail label={t('adminOrders.order.fields.sourceDpi')}>
        {sourceDpi === null ? (
          <span className="text-stone-500">{t('adminOrders.order.dpiUnknown')}</span>
        ) : (
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold tabular-nums" data-testid="order-dpi">
                {t('adminOrders.order.dpiValue', { dpi: sourceDpi })}
              </span>
              {low && <LowDpiBadge />}
            </div>
            {low && (
              <p className="text-xs text-amber-800">
                {/* Whether the customer was warned depends on the artwork and the upscaler (issue 20 §3),
                    which the print file's effective DPI below tells; this says what the DPI means. */}
                {t('adminOrders.order.dpiLowHint', { min: minimumPrintDpi })}
              </p>
            )}
          </div>
        )}
      </Detail>
      {order.placement && (
        // Issue 20 §5: the customer placed the artwork; the print file is the whole print area of this side.
        <Detail label={t('adminOrders.order.fields.placement')}>
          <div className="space-y-1" data-testid="order-placement">
            <p className="font-semibold">{t(`adminOrders.order.placement.${order.placement.side}`)}</p>
            {order.placement.text && (
              <p>{t('adminOrders.order.placement.text', { text: order.placement.text.content })}</p>
            )}
            <p className="text-xs text-stone-500">
              {t('adminOrders.order.placement.hint', {
                side: t(`adminOrders.order.placement.${order.placement.side}`),
              })}
            </p>
          </div>
        </Detail>
      )}
      <Detail label={t('adminOrders.order.fields.printFile')}>
        <PrintFileFacts order={order} />
      </Detail>
      {order.mockupUrl && (
        <Detail label={t('adminOrders.order.fields.mockup')}>
          {/* Square 800 px PNG shown at 160 px: the fixed size keeps the card from jumping as it loads. */}
          <img
            src={order.mockupUrl}
            alt={t('adminOrders.order.mockupAlt', { product: t(`customize.productNames.${order.productType}`) })}
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
            className="size-40 rounded-xl bg-stone-100 object-contain ring-1 ring-stone-200"
            data-testid="order-mockup"
          />
        </Detail>
      )}
    </DetailCard>
  );
}

/** Which image the order prints: the chosen artwork (style and provider), staff's artwork, or the photo. */
function PrintedImage({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslator();
  const { artwork, printSource } = order;
  if (printSource === 'artwork' && artwork) {
    return (
      <span data-testid="order-artwork" data-style={artwork.style} data-provider={artwork.provider}>
        <span className="block text-stone-500">{t('adminOrders.order.printedArtwork')}</span>
        <span className="font-medium">{t(`adminOrders.order.styles.${artwork.style}`)}</span>
        <span className="text-stone-500"> · {t(`adminOrders.order.providers.${artwork.provider}`)}</span>
      </span>
    );
  }
  const label =
    printSource === 'staff_artwork'
      ? t('adminOrders.order.printedStaffArtwork')
      : printSource === 'photo'
        ? t('adminOrders.order.printedPhoto')
        : printSource === 'artwork'
          ? t('adminOrders.order.printedArtwork')
          : t('adminOrders.order.printedUnknown');
  return (
    <span data-testid="order-artwork" data-source={printSource ?? 'unknown'}>
      {label}
    </span>
  );
}

/** The print file as made (size, DPI at the print area, upscaled or not), or why there is none. */
function PrintFileFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslator();
  const { printFile } = order;
  if (!printFile) {
    const text = order.printFilePending
      ? t('adminOrders.order.printFilePending')
      : order.printFileAvailable
        ? t('adminOrders.order.printFileNotMade')
        : t('adminOrders.order.printFileMissing');
    return (
      <span className="text-stone-600" data-testid="order-print-file-pending">
        {text}
      </span>
    );
  }
  const { method, effectiveDpi, upscaleNote } = printFile;
  // Files made before issue 20 §3 know only whether they were enlarged.
  const how = method
    ? t(`adminOrders.order.printMethod.${method}`)
    : printFile.upscaled
      ? t('adminOrders.order.printFileUpscaled')
      : t('adminOrders.order.printFileNotUpscaled');
  return (
    <div
      className="space-y-1"
      data-testid="order-print-file"
      data-upscaled={printFile.upscaled}
      data-method={method ?? 'unknown'}
    >
      <span className="font-semibold tabular-nums">
        {t('adminOrders.order.printFileSize', {
          width: printFile.widthPx,
          height: printFile.heightPx,
          dpi: printFile.dpi,
        })}
      </span>
      {effectiveDpi !== null && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm tabular-nums" data-testid="order-print-effective-dpi">
            {t('adminOrders.order.printEffectiveDpi', { dpi: effectiveDpi })}
          </span>
          {effectiveDpi < minimumPrintDpi && <LowDpiBadge testId="order-print-dpi-low" />}
        </div>
      )}
      <p className="text-xs text-stone-600">{how}</p>
      {upscaleNote && (
        <p className="text-xs text-amber-800" data-testid="order-print-upscale-note">
          {t('adminOrders.order.printUpscaleFallback')} <span className="break-words">{upscaleNote}</span>
        </p>
      )}
    </div>
  );
}
