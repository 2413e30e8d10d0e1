/** The size guide (SPEC §2.7): a table per product in the storefront's language; the legacy guide in tabs with XXL. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import SizeGuidePage from './size-guide-page.tsx';

const sizeRows = (productType: string) =>
  within(screen.getByTestId(`size-table-${productType}`))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th, td')?.textContent);

describe('SizeGuidePage', () => {
  it('shows every product’s table (XS to XL) in German, and leads on to designing', async () => {
    await renderAt('/de/wowanimatedtees/size-guide', <SizeGuidePage />);
    const de = messagesOf('de');
    expect(screen.getByTestId('size-guide-heading').textContent).toBe(de('sizeGuide.title'));
    for (const productType of ['tshirt', 'hoodie', 'sweatshirt']) {
      expect(screen.getByTestId(`size-table-${productType}`)).toBeTruthy();
    }
    expect(sizeRows('hoodie')).toHaveLength(5);
    expect(screen.getByRole('link', { name: de('sizeGuide.startDesigning') }).getAttribute('href')).toBe(
      '/de/wowanimatedtees/customize',
    );
    expect(screen.queryByTestId('size-guide-tabs')).toBeNull();
  });

  it('shows the legacy guide in tabs with XXL, and another product when its tab is chosen', async () => {
    await renderAt('/en-us/wowghiblitees/size-guide', <SizeGuidePage />);
    expect(screen.getByTestId('back-to-customize').getAttribute('href')).toBe('/en-us/wowghiblitees/customize');
    expect(sizeRows('tshirt')).toHaveLength(6);
    // Every panel is in the prerendered HTML (ADR 0027), the others hidden.
    const panelOf = (productType: string) =>
      screen.getByTestId(`size-table-${productType}`).closest<HTMLElement>('[role="tabpanel"]');
    expect(panelOf('hoodie')?.hidden).toBe(true);

    await userEvent.click(screen.getByTestId('size-guide-tab-hoodie'));
    expect(panelOf('hoodie')?.hidden).toBe(false);
    expect(panelOf('tshirt')?.hidden).toBe(true);
  });
});
