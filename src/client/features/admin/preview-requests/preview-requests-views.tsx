/**
 * The two faces of the preview requests list (issue 7 §3): a table from 768 px and cards below, with
 * the photo, email, request date, language, product choice, artwork yes/no, order-link email sent
 * yes/no (how often, last date) and the actions 'Upload artwork' and 'Send order link'; issue 8 adds
 * the artwork jobs' state (being made, failed with the error) and 'Approve and send' once a real
 * provider's or staff's artwork is ready; issue 17 §1 whether the customer confirmed the address (only
 * then can the preview be approved and sent), and the actions open the image admin and email sender
 * with this request's record chosen.
 */
import type { ReactTable } from '@tanstack/react-table';
import {
  AlertCircle,
  Check,
  ImageUp,
  LoaderCircle,
  MailCheck,
  MailPlus,
  MailQuestion,
  MailX,
  ShieldCheck,
  X,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { PreviewRequest } from '#shared/api/admin-orders.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import { chosenCustomerState } from '../chosen-customer.ts';
import { DataTable } from '../components/data-table.tsx';
import { Thumb } from '../components/thumb.tsx';
import { adminOrderPaths } from '../orders/admin-order-links.ts';
import { formatDate, formatDateTime } from '../orders/order-format.ts';
import { ApproveSendButton } from './approve-send-button.tsx';
import type { PreviewColumnId, previewFeatures } from './preview-requests-table.ts';

export type PreviewTable = ReactTable<typeof previewFeatures, PreviewRequest, unknown>;

/** "Premium Hoodie · Gray", or that the choice was not recorded. */
function productChoice(t: Translator, request: PreviewRequest): string | null {
  if (!request.productType) return null;
  const product = t(`customize.productNames.${request.productType}`);
  return request.color ? `${product} · ${t(`customize.colors.${request.color}`)}` : product;
}

/** The product choice as text, or a grey 'unknown'. */
function ProductChoice({ request }: { request: PreviewRequest }) {
  const { t } = useTranslator();
  return productChoice(t, request) ?? <span className="text-stone-400">{t('adminOrders.previews.unknown')}</span>;
}

/** Whether the customer confirmed the address (issue 17 §1): until then nothing but that link is mailed to it. */
function EmailState({ request }: { request: PreviewRequest }) {
  const { t } = useTranslator();
  return request.emailVerified ? (
    <Pill ok testId="email-verified">
      <ShieldCheck className="size-3" aria-hidden="true" />
      {t('adminOrders.previews.emailVerified')}
    </Pill>
  ) : (
    <Pill ok={false} tone="waiting" testId="email-unverified">
      <MailQuestion className="size-3" aria-hidden="true" />
      {t('adminOrders.previews.emailNotVerified')}
    </Pill>
  );
}

function Pill({
  ok,
  tone,
  children,
  testId,
}: {
  ok: boolean;
  tone?: 'failed' | 'waiting';
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        tone === 'failed'
          ? 'bg-red-50 text-red-700 ring-red-200'
          : tone === 'waiting'
            ? 'bg-amber-50 text-amber-900 ring-amber-200'
            : ok
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-stone-100 text-stone-600 ring-stone-200',
      )}
    >
      {children}
    </span>
  );
}

/** The customer's uploaded photo, `size` CSS pixels square. */
function Photo({ request, size }: { request: PreviewRequest; size: number }) {
  const { t } = useTranslator();
  return (
    <Thumb
      src={request.photoUrl}
      alt={t('adminOrders.orders.photoAlt')}
      missingLabel={t('adminOrders.orders.noPhoto')}
      size={size}
    />
  );
}

/** Artwork yes/no: a thumbnail and 'Ready', or 'Missing'. */
function ArtworkState({ request }: { request: PreviewRequest }) {
  const { t } = useTranslator();
  return request.artworkUrl ? (
    <div className="flex items-center gap-2">
      <Thumb
        src={request.artworkUrl}
        alt={t('adminOrders.orders.artworkAlt')}
        missingLabel={t('adminOrders.orders.noArtwork')}
        size={40}
      />
      <Pill ok testId="artwork-yes">
        <Check className="size-3" aria-hidden="true" />
        {t('adminOrders.previews.artworkYes')}
      </Pill>
    </div>
  ) : (
    <ArtworkJobState request={request} />
  );
}

/**
 * Without artwork to show: whether the customer's artworks are being made, failed (with the
 * provider's error, for staff) or missing (issue 8).
 */
function ArtworkJobState({ request }: { request: PreviewRequest }) {
  const { t } = useTranslator();
  const making = request.artworks.some((a) => a.status === 'queued' || a.status === 'running');
  const failed = request.artworks.find((a) => a.status === 'failed');
  if (making) {
    return (
      <Pill ok={false} testId="artwork-making">
        <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
        {t('adminOrders.previews.artworkMaking')}
      </Pill>
    );
  }
  if (failed && !request.artworks.some((a) => a.status === 'ready')) {
    return (
      <div>
        <Pill ok={false} tone="failed" testId="artwork-failed">
          <AlertCircle className="size-3" aria-hidden="true" />
          {t('adminOrders.previews.artworkFailed')}
        </Pill>
        {failed.error && (
          <p className="mt-1 max-w-56 text-xs [overflow-wrap:anywhere] text-red-700">
            {t('adminOrders.previews.artworkFailedDetail', { error: failed.error })}
          </p>
        )}
      </div>
    );
  }
  return (
    <Pill ok={false} testId="artwork-no">
      <X className="size-3" aria-hidden="true" />
      {t('adminOrders.previews.artworkNo')}
    </Pill>
  );
}

/** Order-link email yes/no, with how many and when the last one went out. */
function OrderLinkState({ request, locale }: { request: PreviewRequest; locale: Locale }) {
  const { t } = useTranslator();
  if (request.orderLinkEmailsSent === 0 || !request.lastOrderLinkSentAt) {
    return (
      <Pill ok={false} testId="order-link-no">
        <MailX className="size-3" aria-hidden="true" />
        {t('adminOrders.previews.sentNo')}
      </Pill>
    );
  }
  return (
    <div>
      <Pill ok testId="order-link-yes">
        <MailCheck className="size-3" aria-hidden="true" />
        {t('adminOrders.previews.sentYes')}
      </Pill>
      <p className="mt-1 text-xs text-stone-500">
        {t('adminOrders.previews.sentDetail', {
          times: request.orderLinkEmailsSent,
          date: formatDateTime(request.lastOrderLinkSentAt, locale),
        })}
      </p>
      {request.previewSentAt && (
        <p className="mt-0.5 text-xs text-stone-500" data-testid="preview-sent-at">
          {t('adminOrders.previews.previewSent', { date: formatDateTime(request.previewSentAt, locale) })}
        </p>
      )}
    </div>
  );
}

function Actions({
  request,
  locale,
  wide,
  onSent,
}: {
  request: PreviewRequest;
  locale: Locale;
  wide: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslator();
  return (
    <div className={cn('grid gap-2', !wide && 'min-[440px]:grid-cols-2')}>
      {request.readyToApprove && (
        <ApproveSendButton
          request={request}
          onSent={onSent}
          className={cn(wide ? 'justify-start' : 'min-[440px]:col-span-2')}
        />
      )}
      <Link
        to={adminOrderPaths.imageAdminFor(locale, request.email)}
        state={chosenCustomerState(request.customerId)}
        className={buttonClasses('outline', 'sm', cn('whitespace-nowrap', wide && 'justify-start'))}
        data-testid="upload-artwork"
      >
        <ImageUp className="size-4" aria-hidden="true" />
        {t('adminOrders.previews.uploadArtwork')}
      </Link>
      <Link
        to={adminOrderPaths.emailSenderFor(locale, request.email)}
        state={chosenCustomerState(request.customerId)}
        className={buttonClasses(
          request.artworkUrl && !request.readyToApprove ? 'primary' : 'outline',
          'sm',
          cn('whitespace-nowrap', wide && 'justify-start'),
        )}
        data-testid="send-order-link"
      >
        <MailPlus className="size-4" aria-hidden="true" />
        {t('adminOrders.previews.sendOrderLink')}
      </Link>
    </div>
  );
}

function Language({ request }: { request: PreviewRequest }) {
  const { t } = useTranslator();
  return request.locale ? (
    <span>{t(`adminOrders.languages.${request.locale}`)}</span>
  ) : (
    <span className="text-stone-400">{t('adminOrders.previews.unknown')}</span>
  );
}

/** The wide view: one row per request. */
export function PreviewTableView({ table, onSent }: { table: PreviewTable; onSent: () => void }) {
  const { t, locale } = useTranslator();
  return (
    <DataTable
      testId="previews-table"
      caption={t('adminOrders.previews.tableCaption')}
      head={table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th
              key={header.id}
              scope="col"
              className="px-3 py-3 align-bottom text-xs font-semibold tracking-wide text-stone-600 uppercase first:pl-5 last:pr-5"
            >
              {t(`adminOrders.previews.columns.${header.column.id as PreviewColumnId}`)}
            </th>
          ))}
        </tr>
      ))}
    >
      {table.getRowModel().rows.map((row) => {
        const request = row.original;
        return (
          <tr key={row.id} className="align-top" data-testid="preview-row">
            <td className="py-3 pr-3 pl-5">
              <Photo request={request} size={56} />
            </td>
            <td className="min-w-48 px-3 py-3">
              <p className="font-medium [overflow-wrap:anywhere] text-stone-900">{request.email}</p>
              <p className="mt-0.5 text-xs text-stone-500">
                {t('adminOrders.previews.requested', { date: formatDateTime(request.requestedAt, locale) })}
              </p>
              <p className="mt-1.5">
                <EmailState request={request} />
              </p>
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-stone-700">
              <Language request={request} />
            </td>
            <td className="px-3 py-3 text-stone-700">
              <ProductChoice request={request} />
            </td>
            <td className="px-3 py-3">
              <ArtworkState request={request} />
            </td>
            <td className="px-3 py-3">
              <OrderLinkState request={request} locale={locale} />
            </td>
            <td className="py-3 pr-5 pl-3">
              <Actions request={request} locale={locale} wide onSent={onSent} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The narrow view: a card per request, the actions at its foot. */
export function PreviewCardsView({ table, onSent }: { table: PreviewTable; onSent: () => void }) {
  const { t, locale } = useTranslator();
  return (
    <ul className="divide-y divide-stone-100" data-testid="previews-cards">
      {table.getRowModel().rows.map((row) => {
        const request = row.original;
        return (
          <li key={row.id} className="px-4 py-4" data-testid="preview-card">
            <div className="flex gap-3">
              <Photo request={request} size={72} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium [overflow-wrap:anywhere] text-stone-900">{request.email}</p>
                <p className="mt-0.5 text-xs text-stone-500">
                  {t('adminOrders.previews.requested', { date: formatDate(request.requestedAt, locale) })}
                  {' · '}
                  <Language request={request} />
                </p>
                <p className="mt-1 text-stone-700">
                  <ProductChoice request={request} />
                </p>
                <p className="mt-1.5">
                  <EmailState request={request} />
                </p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs font-medium text-stone-500">{t('adminOrders.previews.columns.artwork')}</dt>
                <dd className="mt-1">
                  <ArtworkState request={request} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-stone-500">{t('adminOrders.previews.columns.orderLink')}</dt>
                <dd className="mt-1">
                  <OrderLinkState request={request} locale={locale} />
                </dd>
              </div>
            </dl>
            <div className="mt-3">
              <Actions request={request} locale={locale} wide={false} onSent={onSent} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
