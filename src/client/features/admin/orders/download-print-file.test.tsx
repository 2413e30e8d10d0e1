import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '#client/test-support/admin-fake-api.ts';
import { orderDetail } from '#client/test-support/admin-fixtures.ts';
import { renderInRouter } from '#client/test-support/admin-render.tsx';
import { DownloadPrintFile } from './download-print-file.tsx';

const toastSelector = { selector: '[data-sonner-toast] *' };

describe("'Download print file' of an order", () => {
  it("saves the file under the server's name", async () => {
    const order = orderDetail();
    installFakeApi({
      'GET /api/admin/orders/:id/print-file': new Response(new Blob([new Uint8Array([1, 2, 3])]), {
        status: 200,
        headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename="order-${order.id}.png"` },
      }),
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { t, user } = await renderInRouter(<DownloadPrintFile order={order} />);
    expect(screen.getByText(t('adminOrders.order.downloadHint'))).toBeTruthy();
    await user.click(screen.getByTestId('download-print-file'));
    await waitFor(() => expect(saved).toEqual([`order-${order.id}.png`]));
    click.mockRestore();
    expect(screen.getByTestId('download-print-file').textContent).toBe(t('adminOrders.order.download'));
  });

  it('says the file is gone when the server no longer has it', async () => {
    installFakeApi({ 'GET /api/admin/orders/:id/print-file': apiError(404, 'NOT_FOUND') });
    const { t, user } = await renderInRouter(<DownloadPrintFile order={orderDetail()} />);
    await user.click(screen.getByTestId('download-print-file'));
    expect(await screen.findByText(t('adminOrders.order.downloadFailed'), toastSelector)).toBeTruthy();
    expect(await screen.findByText(t('adminOrders.order.printFileMissing'), toastSelector)).toBeTruthy();
  });

  it('is disabled, with the reason, when the order has no print file', async () => {
    const { t } = await renderInRouter(<DownloadPrintFile order={orderDetail({ printFileAvailable: false })} />);
    expect(screen.getByTestId('download-print-file').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t('adminOrders.order.printFileMissing'))).toBeTruthy();
  });
});
