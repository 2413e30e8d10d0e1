import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetail } from '#client/test-support/admin-fixtures.ts';
import { renderInRouter } from '#client/test-support/admin-render.tsx';
import { OrderPrintCard } from './order-print-card.tsx';

describe('the Print card of an order (issue 19 §4)', () => {
  it('names the chosen artwork and the print file as made: size, DPI at the print area, upscaled', async () => {
    const artwork = { id: '7b1f3c2e-5d4a-4e6b-9c8d-1a2b3c4d5e6f', style: 'painterly', provider: 'openai' } as const;
    const { t } = await renderInRouter(<OrderPrintCard order={orderDetail({ artwork, printSource: 'artwork' })} />);
    const printed = screen.getByTestId('order-artwork');
    expect(printed.textContent).toContain(t('adminOrders.order.printedArtwork'));
    expect(printed.textContent).toContain(t('adminOrders.order.styles.painterly'));
    expect(printed.textContent).toContain(t('adminOrders.order.providers.openai'));
    const file = screen.getByTestId('order-print-file');
    expect(file.textContent).toContain(t('adminOrders.order.printFileSize', { width: 3600, height: 4800, dpi: 300 }));
    expect(file.textContent).toContain(t('adminOrders.order.printFileUpscaled'));
  });

  it('says which side the customer placed the artwork on and their text line (issue 20 §5)', async () => {
    const placement = {
      side: 'back',
      x: 0.5,
      y: 0.4,
      scale: 0.8,
      rotation: 0,
      crop: 'circle',
      text: { content: 'Luna 2026', font: 'fredoka', color: '#1c1917', x: 0.5, y: 0.9, size: 0.08 },
    } as const;
    const { t } = await renderInRouter(<OrderPrintCard order={orderDetail({ placement })} />);
    const shown = screen.getByTestId('order-placement');
    expect(shown.textContent).toContain(t('adminOrders.order.placement.back'));
    expect(shown.textContent).toContain('Luna 2026');
  });

  it('shows no placement for an order printed as it comes', async () => {
    await renderInRouter(<OrderPrintCard order={orderDetail({ placement: null })} />);
    expect(screen.queryByTestId('order-placement')).toBeNull();
  });

  it("says an email order prints staff's artwork, and never that a file was upscaled when it was not", async () => {
    const order = orderDetail({
      artwork: null,
      discountKind: 'email-order-5',
      sourceDpi: 85,
      printSource: 'staff_artwork',
      printFile: {
        url: '/api/admin/orders/WT-7K3M9Q/print-file',
        widthPx: 3600,
        heightPx: 3600,
        dpi: 300,
        upscaled: false,
        source: 'staff_artwork',
        method: null,
        effectiveDpi: null,
        upscaleNote: null,
      },
    });
    const { t } = await renderInRouter(<OrderPrintCard order={order} />);
    expect(screen.getByTestId('order-artwork').textContent).toBe(t('adminOrders.order.printedStaffArtwork'));
    expect(screen.getByTestId('order-print-file').textContent).toContain(t('adminOrders.order.printFileNotUpscaled'));
    expect(screen.queryByText(t('adminOrders.order.printFileUpscaled'))).toBeNull();
    // The hint says what a low DPI means, and claims no warning the customer may not have seen.
    expect(screen.getByText(t('adminOrders.order.dpiLowHint', { min: 150 }))).toBeTruthy();
    expect(screen.queryByText(/warned/)).toBeNull();
  });

  it('says the print file is still being made while it is', async () => {
    const order = orderDetail({ printSource: 'photo', artwork: null, printFile: null, printFilePending: true });
    const { t } = await renderInRouter(<OrderPrintCard order={order} />);
    expect(screen.getByTestId('order-artwork').textContent).toBe(t('adminOrders.order.printedPhoto'));
    expect(screen.getByTestId('order-print-file-pending').textContent).toBe(t('adminOrders.order.printFilePending'));
    expect(screen.queryByTestId('order-print-file')).toBeNull();
  });

  it('says how the file was enlarged and the detail it carries, with a badge under 150 DPI (issue 20 §3)', async () => {
    const base = orderDetail().printFile;
    if (!base) throw new Error('the fixture has a print file');
    const esrgan = orderDetail({ printFile: { ...base, method: 'replicate', effectiveDpi: 256, upscaleNote: null } });
    const { t, unmount } = await renderInRouter(<OrderPrintCard order={esrgan} />);
    const file = screen.getByTestId('order-print-file');
    expect(file.dataset.method).toBe('replicate');
    expect(file.textContent).toContain(t('adminOrders.order.printMethod.replicate'));
    expect(screen.getByTestId('order-print-effective-dpi').textContent).toBe(
      t('adminOrders.order.printEffectiveDpi', { dpi: 256 }),
    );
    expect(screen.queryByTestId('order-print-dpi-low')).toBeNull();
    expect(screen.queryByTestId('order-print-upscale-note')).toBeNull();
    unmount();

    const note = 'Real-ESRGAN on Replicate failed: Replicate answered 503: Service unavailable';
    const fallback = orderDetail({ printFile: { ...base, method: 'lanczos', effectiveDpi: 64, upscaleNote: note } });
    await renderInRouter(<OrderPrintCard order={fallback} />);
    expect(screen.getByTestId('order-print-file').textContent).toContain(t('adminOrders.order.printMethod.lanczos'));
    expect(screen.getByTestId('order-print-dpi-low').textContent).toBe(t('adminOrders.order.dpiLow'));
    expect(screen.getByTestId('order-print-upscale-note').textContent).toBe(
      `${t('adminOrders.order.printUpscaleFallback')} ${note}`,
    );
  });
});
