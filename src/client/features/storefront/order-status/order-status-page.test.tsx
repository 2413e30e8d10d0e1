/** The customer's order status page and lookup form as a visitor sees them (issue 19 §7), against a fake HTTP API. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import type { OrderStatusView } from '#shared/api/order-status.schemas.ts';
import OrderLookupPage from './order-lookup-page.tsx';
import OrderStatusPage from './order-status-page.tsx';

const server = serveFakeApi();
const de = messagesOf('de');
const page = '/de/wowanimatedtees/order-status';
const token = 'Tok_en-'.repeat(7).slice(0, 43);

const shippedOrder: OrderStatusView = {
  orderNumber: 'WT-7K3M9Q',
  status: 'shipped',
  locale: 'de',
  placedAt: '2026-11-02T10:00:00.000Z',
  testMode: false,
  lines: [
    {
      position: 0,
      productType: 'hoodie',
      size: 'l',
      color: 'black',
      quantity: 1,
      unitPriceMinor: 4499,
      lineTotalMinor: 4499,
      artworkId: null,
      designImageUrl: null,
    },
  ],
  designImageUrl: null,
  feeMinor: 1000,
  discountCode: null,
  amountPaidMinor: 5499,
  amountRefundedMinor: 1000,
  currency: 'EUR',
  events: [
    { status: 'paid', at: '2026-11-02T10:00:00.000Z' },
    { status: 'in_production', at: '2026-11-03T10:00:00.000Z' },
    { status: 'shipped', at: '2026-11-06T10:00:00.000Z' },
  ],
  shipments: [
    {
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      trackingUrl: 'https://dhl.example/t/1',
      shippedAt: '2026-11-06T10:00:00.000Z',
    },
    {
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'javascript:alert(1)',
      shippedAt: '2026-11-06T11:00:00.000Z',
    },
  ],
  refunds: [{ amountMinor: 1000, currency: 'EUR', at: '2026-11-07T10:00:00.000Z' }],
  expectedDelivery: { from: '2026-11-10', to: '2026-11-18' },
  supportEmail: 'help@shop.test',
  invoiceNumber: 'INV-000042',
  tax: { taxMinor: 878, rateBasisPoints: 1900, country: 'DE' },
};

describe('OrderStatusPage', () => {
  it('shows the order, its timeline, every parcel’s tracking, the refund and a help link', async () => {
    server.on('GET', `/api/orders/status/${token}`, ok(shippedOrder));
    await renderAt(`${page}#t=${token}`, <OrderStatusPage />);
    expect(await screen.findByRole('heading', { name: 'Bestellung WT-7K3M9Q' })).toBeTruthy();
    expect(screen.getByTestId('order-status-badge').textContent).toContain(de('orderStatus.statuses.shipped'));
    expect(screen.getAllByTestId('order-line-product').map((p) => p.textContent)).toEqual([
      de('customize.productNames.hoodie'),
    ]);

    const timeline = screen.getByTestId('order-status-timeline');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.done)).toEqual(['true', 'true', 'true', 'false']);
    expect(steps[3].textContent).toContain(de('orderStatus.pending'));

    const tracking = screen.getByTestId('order-status-tracking');
    expect(tracking.textContent).toContain('00340434161094042557');
    expect(tracking.textContent).toContain('1Z999');
    const links = within(tracking).getAllByRole('link', { name: new RegExp(de('orderStatus.track')) });
    // Only web links become links: the second parcel's odd URL is not clickable.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://dhl.example/t/1']);
    expect(links[0].getAttribute('rel')).toContain('noreferrer');
    expect(screen.getByTestId('order-status-delivery').textContent).toContain('2026');

    expect(screen.getByTestId('order-status-refunded').textContent).toBe('10,00\u00a0€');
    // Issue 21 §2: the VAT in the amount paid and the invoice's download.
    expect(screen.getByTestId('order-status-tax').textContent).toBe('8,78\u00a0€');
    expect(screen.getByText(/^Enthaltene MwSt\. \(19\s%\)$/)).toBeTruthy();
    const invoice = screen.getByTestId('order-status-invoice');
    expect(invoice.getAttribute('href')).toBe(`/api/orders/status/${token}/invoice.pdf`);
    expect(invoice.textContent).toContain('Rechnung INV-000042 (PDF)');
    const help = screen.getByTestId('order-status-help');
    expect(help.getAttribute('href')).toBe(
      `mailto:help@shop.test?subject=${encodeURIComponent(de('orderStatus.helpSubject', { orderNumber: 'WT-7K3M9Q' }))}`,
    );
  });

  it('lists every line of a cart order with its quantity, total, artwork, the fees and the code (issue 21 §4)', async () => {
    const artwork = 'https://shop.test/media/artworks/a.webp';
    const line = (position: number, productType: 'tshirt' | 'hoodie', quantity: number, unit: number) => ({
      position,
      productType,
      size: 'm' as const,
      color: 'white' as const,
      quantity,
      unitPriceMinor: unit,
      lineTotalMinor: unit * quantity,
      artworkId: position === 1 ? null : 'a',
      designImageUrl: position === 1 ? null : artwork,
    });
    server.on(
      'GET',
      `/api/orders/status/${token}`,
      ok({
        ...shippedOrder,
        lines: [line(0, 'tshirt', 2, 3443), line(1, 'hoodie', 1, 6443), line(2, 'tshirt', 3, 3443)],
        feeMinor: 2000,
        discountCode: { code: 'CART10', amountMinor: 1500 },
      }),
    );
    await renderAt(`${page}#t=${token}`, <OrderStatusPage />);
    const rows = await screen.findAllByTestId('order-line');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain(de('customize.productNames.tshirt'));
    expect(rows[0].textContent).toContain(de('customize.sizes.m'));
    expect(rows[0].textContent).toContain(de('customize.colors.white'));
    expect(within(rows[0]).getByTestId('order-line-total').textContent).toBe('68,86 €');
    expect(within(rows[2]).getByTestId('order-line-quantity').textContent).toContain('3');
    expect(rows[1].textContent).toContain(de('customize.productNames.hoodie'));
    // The artwork's preview is drawn on the garments of the artwork lines, not on the photo line.
    expect(rows[0].querySelector(`image[href="${artwork}"]`)).toBeTruthy();
    expect(rows[1].querySelector(`image[href="${artwork}"]`)).toBeNull();
    expect(screen.getByTestId('order-fees').textContent).toBe('20,00 €');
    expect(screen.getByTestId('order-code-discount').textContent).toBe('−15,00 €');
  });

  it('shows a clear page with the lookup form for a tampered or expired link', async () => {
    server.on('GET', /^\/api\/orders\/status\//, apiError(404, 'ORDER_LINK_INVALID'));
    await renderAt(`${page}#t=${token}`, <OrderStatusPage />);
    expect(await screen.findByRole('heading', { name: de('orderStatus.invalidHeading') })).toBeTruthy();
    expect(screen.getByTestId('order-lookup-form')).toBeTruthy();
  });

  it('asks nothing of the server for a link without a token', async () => {
    await renderAt(page, <OrderStatusPage />);
    expect(await screen.findByRole('heading', { name: de('orderStatus.invalidHeading') })).toBeTruthy();
    expect(server.requests).toEqual([]);
  });
});

describe('OrderLookupPage', () => {
  it('sends order number and email and answers the same sentence whatever the server found', async () => {
    server.on('POST', '/api/orders/lookup', ok({ accepted: true }, 202));
    await renderAt('/de/wowanimatedtees/order-status/lookup', <OrderLookupPage />);
    await userEvent.type(screen.getByLabelText(de('orderStatus.lookup.orderNumber')), 'wt-7k3m9q');
    await userEvent.type(screen.getByLabelText(de('orderStatus.lookup.email')), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: de('orderStatus.lookup.submit') }));
    expect((await screen.findByTestId('order-lookup-sent')).textContent).toBe(de('orderStatus.lookup.sent'));
    expect(server.sent('POST', '/api/orders/lookup').map((r) => r.body)).toEqual([
      { orderNumber: 'wt-7k3m9q', email: 'ada@example.com', locale: 'de' },
    ]);
  });

  it('checks the email before asking the server', async () => {
    await renderAt('/de/wowanimatedtees/order-status/lookup', <OrderLookupPage />);
    await userEvent.type(screen.getByLabelText(de('orderStatus.lookup.orderNumber')), 'WT-7K3M9Q');
    await userEvent.type(screen.getByLabelText(de('orderStatus.lookup.email')), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: de('orderStatus.lookup.submit') }));
    expect(await screen.findByText(de('orderStatus.lookup.invalidEmail'))).toBeTruthy();
    expect(server.sent('POST', '/api/orders/lookup')).toEqual([]);
  });
});
