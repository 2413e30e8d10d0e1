/**
 * The two faces of the staff orders list (issue 7 §3): a table with sortable Amount and Date
 * headers from 768 px (SPEC §9 mobile breakpoint) and cards below it, both from the same row model.
 * Each row or card opens the order's page.
 */
import type { ReactTable } from '@tanstack/react-table';
import { ChevronRight, FlaskConical, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { cn } from '#client/lib/cn.ts';
import type { AdminDiscountKind, AdminOrderSummary } from '#shared/api/admin-orders.schemas.ts';
import type { Locale } from '#shared/locales.ts';
import type { OrderStatus } from '#shared/order-lifecycle.ts';
import { DataTable, SortableHeaderCell } from '../components/data-table.tsx';
import { Thumb } from '../components/thumb.tsx';
import { adminOrderPaths } from './admin-order-links.ts';
import { addressSummary, formatDate, formatDateTime, formatMinorAmount } from './order-format.ts';
import type { OrderColumnId, orderFeatures } from './orders-table.ts';

export type OrdersTable = ReactTable<typeof orderFeatures, AdminOrderSummary, unknown>;

/** "Premium Hoodie · L · Black" in the page's language. */
export function productLine(t: Translator, order: Pick<AdminOrderSummary, 'productType' | 'size' | 'color'>): string {
  return [
    t(`customize.productNames.${order.productType}`),
    t(`customize.sizes.${order.size}`),
    t(`customize.colors.${order.color}`),
  ].join(' · ');
}

const discountStyles: Record<AdminDiscountKind, string> = {
  none: 'bg-stone-100 text-stone-600 ring-stone-200',
  'storefront-10': 'bg-amber-50 text-amber-800 ring-amber-200',
  'email-order-5': 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** How the order was discounted: full price, the order-now 10% or the email order's 5%. */
export function DiscountBadge({ kind }: { kind: AdminDiscountKind }) {
  const { t } = useTranslator();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        discountStyles[kind],
      )}
    >
      {t(`adminOrders.discount.${kind}`)}
    </span>
  );
}

const statusStyles: Record<OrderStatus, string> = {
  paid: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_production: 'bg-amber-50 text-amber-800 ring-amber-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  on_hold: 'bg-orange-100 text-orange-900 ring-orange-300',
  cancelled: 'bg-stone-200 text-stone-700 ring-stone-300',
  refunded: 'bg-stone-200 text-stone-700 ring-stone-300',
};

/** Where the order is in its lifecycle (issue 19 §2). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslator();
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        statusStyles[status],
      )}
    >
      {t(`adminOrders.status.${status}`)}
    </span>
  );
}

/** Shown when an order cannot be fulfilled as recorded (orders.needs_review). */
export function ReviewBadge({ reason }: { reason: string | null }) {
  const { t } = useTranslator();
  return (
    <span
      title={reason ?? undefined}
      className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-700 ring-1 ring-red-200"
    >
      <TriangleAlert className="size-3" aria-hidden="true" />
      {t('adminOrders.orders.needsReview')}
    </span>
  );
}

/**
 * A test order (issue 17 point 4): paid through a test payment provider, no money received, not to
 * be printed. Loud on purpose: it must not pass for a real order in any list.
 */
export function TestBadge() {
  const { t } = useTranslator();
  return (
    <span
      title={t('adminOrders.orders.testBadgeHint')}
      data-testid="test-badge"
      className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap text-violet-800 uppercase ring-1 ring-violet-300"
    >
      <FlaskConical className="size-3" aria-hidden="true" />
      {t('adminOrders.orders.testBadge')}
    </span>
  );
}

/** The order's badges: test order first, then status, discount and review. */
function Badges({ order }: { order: AdminOrderSummary }) {
  return (
    <div className="mt-1.5 flex flex-wrap gap-1">
      {order.testMode && <TestBadge />}
      <StatusBadge status={order.status} />
      <DiscountBadge kind={order.discountKind} />
      {order.needsReview && <ReviewBadge reason={order.reviewReason} />}
    </div>
  );
}

/** The order's photo and artwork side by side. */
function Thumbs({ order, size }: { order: AdminOrderSummary; size: number }) {
  const { t } = useTranslator();
  return (
    <div className="flex shrink-0 gap-1.5">
      <Thumb
        src={order.photoUrl}
        alt={t('adminOrders.orders.photoAlt')}
        missingLabel={t('adminOrders.orders.noPhoto')}
        size={size}
      />
      <Thumb
        src={order.artworkUrl}
        alt={t('adminOrders.orders.artworkAlt')}
        missingLabel={t('adminOrders.orders.noArtwork')}
        size={size}
      />
    </div>
  );
}

/** The amount paid; a test order's struck through in grey, as no money was received. */
function Amount({ order, locale }: { order: AdminOrderSummary; locale: Locale }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        order.testMode ? 'text-stone-400 line-through decoration-stone-400' : 'text-stone-900',
      )}
    >
      {formatMinorAmount(order.amountTotalMinor, order.currency, locale)}
    </span>
  );
}

function Recipient({ order, locale }: { order: AdminOrderSummary; locale: Locale }) {
  const { t } = useTranslator();
  const address = order.shippingAddress;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-stone-900">{address?.name ?? t('adminOrders.orders.noAddress')}</p>
      <p className="truncate text-stone-600">{order.email ?? t('adminOrders.orders.noEmail')}</p>
      {address && <p className="truncate text-stone-500">{addressSummary(address, locale)}</p>}
    </div>
  );
}

const sortableColumns: readonly OrderColumnId[] = ['amount', 'createdAt'];

/** The wide view: a row per order; Amount and Date sort (on the server), the row opens the order. */
export function OrdersTableView({ table }: { table: OrdersTable }) {
  const { t, locale } = useTranslator();
  const navigate = useNavigate();
  return (
    <DataTable
      testId="orders-table"
      caption={t('adminOrders.orders.tableCaption')}
      head={table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const id = header.column.id as OrderColumnId;
            const label = t(`adminOrders.orders.columns.${id}`);
            const thClass = cn(
              'px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase first:pl-5 last:pr-5',
              id === 'amount' && 'text-right',
            );
            if (!sortableColumns.includes(id)) {
              return (
                <th key={header.id} scope="col" className={thClass}>
                  {label}
                </th>
              );
            }
            return (
              <SortableHeaderCell
                key={header.id}
                label={label}
                sorted={header.column.getIsSorted()}
                onToggle={header.column.getToggleSortingHandler()}
                className={thClass}
                testId={`sort-${id}`}
              />
            );
          })}
        </tr>
      ))}
    >
      {table.getRowModel().rows.map((row) => {
        const order = row.original;
        const to = adminOrderPaths.order(locale, order.orderNumber);
        return (
          <tr
            key={row.id}
            onClick={(event) => {
              // The link itself navigates; a click elsewhere on the row does the same.
              if (!(event.target as HTMLElement).closest('a')) navigate(to);
            }}
            className={cn(
              'cursor-pointer align-top transition-colors hover:bg-brand-50/40',
              order.testMode && 'bg-violet-50/40',
            )}
            data-testid="order-row"
            data-test-order={order.testMode || undefined}
          >
            <td className="py-3 pr-3 pl-5">
              <Thumbs order={order} size={52} />
            </td>
            <td className="max-w-64 px-3 py-3">
              <Link
                to={to}
                className="rounded font-semibold text-stone-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                {t('adminOrders.orders.orderNumber', { id: order.orderNumber })}
              </Link>
              <p className="mt-0.5 text-stone-700">{productLine(t, order)}</p>
              <Badges order={order} />
            </td>
            <td className="max-w-72 px-3 py-3">
              <Recipient order={order} locale={locale} />
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap">
              <Amount order={order} locale={locale} />
              <p className="mt-0.5 text-xs text-stone-500">{order.currency}</p>
            </td>
            <td className="py-3 pr-5 pl-3 whitespace-nowrap text-stone-700">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The narrow view: a card per order, the whole card a link to the order. */
export function OrdersCardsView({ table }: { table: OrdersTable }) {
  const { t, locale } = useTranslator();
  return (
    <ul className="divide-y divide-stone-100" data-testid="orders-cards">
      {table.getRowModel().rows.map((row) => {
        const order = row.original;
        return (
          <li key={row.id}>
            <Link
              to={adminOrderPaths.order(locale, order.orderNumber)}
              className={cn(
                'flex gap-3 px-4 py-4 transition-colors hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                order.testMode && 'bg-violet-50/40',
              )}
              data-testid="order-card"
              data-test-order={order.testMode || undefined}
            >
              <div className="flex flex-col gap-1.5">
                <Thumb
                  src={order.photoUrl}
                  alt={t('adminOrders.orders.photoAlt')}
                  missingLabel={t('adminOrders.orders.noPhoto')}
                  size={64}
                />
                <Thumb
                  src={order.artworkUrl}
                  alt={t('adminOrders.orders.artworkAlt')}
                  missingLabel={t('adminOrders.orders.noArtwork')}
                  size={64}
                />
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-stone-900">
                    {t('adminOrders.orders.orderNumber', { id: order.orderNumber })}
                  </span>
                  <Amount order={order} locale={locale} />
                </div>
                <p className="mt-0.5 text-stone-700">{productLine(t, order)}</p>
                <Badges order={order} />
                <div className="mt-2">
                  <Recipient order={order} locale={locale} />
                </div>
                <p className="mt-1.5 flex items-center justify-between gap-2 text-xs text-stone-500">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                  <ChevronRight className="size-4 text-stone-400" aria-hidden="true" />
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
