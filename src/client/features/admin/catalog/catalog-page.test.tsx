/**
 * /admin/catalog (issue 21 §1) against a fake HTTP API: staff see a product with its preview per
 * language, take it off sale and change its sizes and colours, and see why the server refused the
 * last product going off sale.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminProduct } from '#shared/api/admin-catalog.schemas.ts';
import { seedProducts } from '#shared/catalog-seed.ts';
import CatalogPage from './catalog-page.tsx';

const route = { url: '/en-us/admin/catalog', path: ':lang/admin/catalog' };
const products: AdminProduct[] = seedProducts.map((p) => ({
  ...structuredClone(p),
  updatedAt: '2026-11-26T09:00:00.000Z',
  updatedBy: null,
}));

function serve(put: unknown) {
  return installFakeApi({
    ...signedIn(),
    'GET /api/admin/products': ok({ products }),
    'GET /api/admin/catalog-changes': ok({ changes: [], total: 0, page: 0, pageSize: 50 }),
    'PUT /api/admin/products/:type': put as never,
  });
}

describe('catalogue page', () => {
  it('previews the product in every language and saves it off sale with fewer sizes and a new default colour', async () => {
    const saved = { ...products[1], active: false, version: 2 };
    const api = serve(ok(saved));
    const { t, user } = await renderAdminPage(CatalogPage, { ...route, url: '/en-us/admin/catalog?product=hoodie' });
    const preview = await screen.findByTestId('product-preview');
    expect(preview.textContent).toContain('Sudadera con capucha');
    expect(preview.textContent).toContain('Sweat à capuche');
    expect(screen.getByTestId('seed-note')).toBeTruthy();

    const editor = screen.getByTestId('product-editor');
    await user.click(within(editor).getByRole('checkbox', { name: new RegExp(t('adminCatalog.catalog.active')) }));
    await user.click(within(editor).getByRole('checkbox', { name: 'XS' }));
    // Gray first: the default colour is saved first.
    const grayRow = within(editor).getByText(t('customize.colors.gray')).closest('li') as HTMLElement;
    await user.click(within(grayRow).getByRole('radio'));
    await user.click(screen.getByTestId('save-product'));

    await waitFor(() => expect(api.requestsTo('PUT /api/admin/products/hoodie')).toHaveLength(1));
    const [put] = api.requestsTo('PUT /api/admin/products/hoodie');
    expect(put.body).toMatchObject({ version: 1, active: false, sizes: ['s', 'm', 'l', 'xl'] });
    expect((put.body as { colors: { key: string }[] }).colors.map((c) => c.key)).toEqual(['gray', 'black']);
    expect(await screen.findByText(t('adminCatalog.catalog.saved', { version: 2 }))).toBeTruthy();
  });

  it('refuses a product without a name or sizes before asking the server', async () => {
    const api = serve(ok(products[0]));
    const { t, user } = await renderAdminPage(CatalogPage, route);
    const editor = await screen.findByTestId('product-editor');
    await user.clear(editor.querySelector('input[data-field="names.de"]') as HTMLInputElement);
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) {
      await user.click(within(editor).getByRole('checkbox', { name: size }));
    }
    expect(screen.getByText(t('adminCatalog.catalog.problems.name'))).toBeTruthy();
    expect(screen.getByText(t('adminCatalog.catalog.problems.sizes'))).toBeTruthy();
    expect((screen.getByTestId('save-product') as HTMLButtonElement).disabled).toBe(true);
    expect(api.requestsTo('PUT /api/admin/products/tshirt')).toHaveLength(0);
  });

  it('says why the last product on sale cannot go off sale', async () => {
    serve({
      status: 422,
      body: { error: { code: 'CATALOG_INVALID', message: 'keep one', field: 'active' } },
    });
    const { t, user } = await renderAdminPage(CatalogPage, route);
    const editor = await screen.findByTestId('product-editor');
    await user.click(within(editor).getByRole('checkbox', { name: new RegExp(t('adminCatalog.catalog.active')) }));
    await user.click(screen.getByTestId('save-product'));
    expect((await screen.findByTestId('product-error')).textContent).toBe(t('errors.CATALOG_INVALID'));
    expect(screen.getByText(t('adminCatalog.catalog.problems.server'))).toBeTruthy();
  });
});
