/**
 * /admin/prices (issue 21 §1) against a fake HTTP API: staff see the books with the seeded-defaults
 * note, edit a price with validation (no negative or fractional cents), see the storefront preview
 * follow the draft, confirm the check-on-save warnings, get the failing field of a 422 marked, and
 * read the history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminPriceBook, CatalogChange } from '#shared/api/admin-catalog.schemas.ts';
import { seedProducts } from '#shared/catalog-seed.ts';
import { priceWarningsOf } from '#shared/price-book-checks.ts';
import { type PriceBookId, priceBookIds, seedPriceBooks } from '#shared/pricing.ts';
import { storefrontPathsOfPriceBook } from '#shared/storefronts.ts';
import PricesPage from './prices-page.tsx';

const route = { url: '/en-us/admin/prices', path: ':lang/admin/prices' };
const seeds = priceBookIds.map((id) => seedPriceBooks[id]);

function adminBook(id: PriceBookId, patch: Partial<AdminPriceBook> = {}): AdminPriceBook {
  return {
    ...structuredClone(seedPriceBooks[id]),
    updatedAt: '2026-11-26T09:00:00.000Z',
    updatedBy: null,
    storefronts: storefrontPathsOfPriceBook(id),
    warnings: priceWarningsOf(id, seeds),
    ...patch,
  };
}

const products = seedProducts.map((p) => ({ ...p, updatedAt: '2026-11-26T09:00:00.000Z', updatedBy: null }));
const seedChange: CatalogChange = {
  id: 'c1',
  at: '2026-11-26T09:00:00.000Z',
  entity: 'price_book',
  entityId: 'storefront-eur',
  version: 1,
  staffEmail: null,
  currency: 'EUR',
  changes: [],
};

function serve(extra: Record<string, unknown> = {}) {
  return installFakeApi({
    ...signedIn(),
    'GET /api/admin/price-books': ok({ priceBooks: priceBookIds.map((id) => adminBook(id)) }),
    'GET /api/admin/products': ok({ products }),
    'GET /api/admin/catalog-changes': ok({ changes: [seedChange], total: 1, page: 0, pageSize: 50 }),
    ...(extra as Record<string, never>),
  });
}

const putPath = 'PUT /api/admin/price-books/storefront-usd';
const input = (field: string) => document.querySelector(`input[data-field="${field}"]`) as HTMLInputElement;

describe('prices page', () => {
  it('shows the books, the seeded-defaults note and what each storefront shows', async () => {
    serve();
    const { t, user } = await renderAdminPage(PricesPage, { ...route, url: '/en-us/admin/prices?book=storefront-eur' });
    expect((await screen.findByTestId('seed-note')).textContent).toBe(t('adminCatalog.seedNote'));
    await screen.findByTestId('price-book-editor');
    expect(input('original.items.tshirt').value).toBe('34.43');
    const preview = screen.getByTestId('price-preview');
    const german = within(preview).getByText('/de/wowanimatedtees').closest('li') as HTMLElement;
    // 29.99 + 10 fee, formatted as the German page does.
    expect(german.textContent).toContain('39,99\u00a0€');

    await user.clear(input('original.items.tshirt'));
    await user.type(input('original.items.tshirt'), '31.43');
    expect(german.textContent).toContain('41,43\u00a0€');
    expect(screen.getByText(t('adminCatalog.unsaved'))).toBeTruthy();
  });

  it('refuses negative and fractional-cent amounts beside the field, without saving', async () => {
    const api = serve();
    const { t, user } = await renderAdminPage(PricesPage, route);
    await screen.findByTestId('price-book-editor');
    await user.clear(input('discounted.items.hoodie'));
    await user.type(input('discounted.items.hoodie'), '-5');
    expect(screen.getByText(t('adminCatalog.problems.format'))).toBeTruthy();
    await user.clear(input('discounted.items.hoodie'));
    await user.type(input('discounted.items.hoodie'), '69.999');
    expect(input('discounted.items.hoodie').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('save-price-book') as HTMLButtonElement).disabled).toBe(true);
    expect(api.requestsTo(putPath)).toHaveLength(0);
  });

  it('saves the book in minor units with the version it started from', async () => {
    const saved = adminBook('storefront-usd', { version: 2, updatedBy: 'anna@example.com' });
    saved.original.items.tshirt = 4199;
    const api = serve({ 'PUT /api/admin/price-books/:id': ok(saved) });
    const { t, user } = await renderAdminPage(PricesPage, route);
    await screen.findByTestId('price-book-editor');
    await user.clear(input('original.items.tshirt'));
    await user.type(input('original.items.tshirt'), '41,99');
    await user.click(screen.getByTestId('save-price-book'));
    await waitFor(() => expect(api.requestsTo(putPath)).toHaveLength(1));
    const [put] = api.requestsTo(putPath);
    expect(put.body).toMatchObject({ version: 1, original: { items: { tshirt: 4199 }, transformationFeeMinor: 1000 } });
    expect(await screen.findByText(t('adminCatalog.prices.saved', { version: 2 }))).toBeTruthy();
  });

  it('lists the warnings SPEC §9 has, and asks before saving a change that adds one', async () => {
    const api = serve({ 'PUT /api/admin/price-books/:id': ok(adminBook('storefront-usd', { version: 2 })) });
    const { t, user } = await renderAdminPage(PricesPage, route);
    // SPEC §9: the email order's $52.76 + $10 sweatshirt is above this storefront's $49.99 + $10.
    const warnings = await screen.findByTestId('price-warnings');
    expect(warnings.textContent).toContain('$62.76');
    expect(warnings.textContent).toContain('$59.99');
    // A "discounted" hoodie above the undiscounted one is new: asked about before saving.
    await user.clear(input('discounted.items.hoodie'));
    await user.type(input('discounted.items.hoodie'), '80.00');
    await user.click(screen.getByTestId('save-price-book'));
    const confirm = await screen.findByTestId('price-warnings-confirm');
    expect(confirm.textContent).toContain('$90.00');
    expect(confirm.textContent).not.toContain('$62.76');
    expect(api.requestsTo(putPath)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: t('adminCatalog.warnings.saveAnyway') }));
    await waitFor(() => expect(api.requestsTo(putPath)).toHaveLength(1));
  });

  it('marks the field the server refused (422) and says why', async () => {
    serve({
      'PUT /api/admin/price-books/:id': {
        status: 422,
        body: { error: { code: 'CATALOG_INVALID', message: 'bad', field: 'original.items.hoodie' } },
      },
    });
    const { t, user } = await renderAdminPage(PricesPage, route);
    await screen.findByTestId('price-book-editor');
    await user.clear(input('original.items.hoodie'));
    await user.type(input('original.items.hoodie'), '79');
    await user.click(screen.getByTestId('save-price-book'));
    expect((await screen.findByTestId('price-book-error')).textContent).toBe(t('errors.CATALOG_INVALID'));
    expect(input('original.items.hoodie').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('adminCatalog.problems.server'))).toBeTruthy();
  });

  it('says when someone saved in between (409)', async () => {
    serve({ 'PUT /api/admin/price-books/:id': apiError(409, 'CATALOG_VERSION_CONFLICT') });
    const { t, user } = await renderAdminPage(PricesPage, route);
    await screen.findByTestId('price-book-editor');
    await user.clear(input('original.items.hoodie'));
    await user.type(input('original.items.hoodie'), '70');
    await user.click(screen.getByTestId('save-price-book'));
    expect((await screen.findByTestId('price-book-error')).textContent).toBe(t('errors.CATALOG_VERSION_CONFLICT'));
  });

  it('lists who changed what in the history, money in the book’s currency', async () => {
    const change: CatalogChange = {
      ...seedChange,
      id: 'c2',
      version: 2,
      staffEmail: 'anna@example.com',
      changes: [{ path: 'original.items.tshirt', before: '3443', after: '3143' }],
    };
    serve({ 'GET /api/admin/catalog-changes': ok({ changes: [change, seedChange], total: 2, page: 0, pageSize: 50 }) });
    const { t } = await renderAdminPage(PricesPage, { ...route, url: '/en-us/admin/prices?book=storefront-eur' });
    const [latest, first] = await screen.findAllByTestId('catalog-change');
    expect(latest.textContent).toContain('anna@example.com');
    expect(latest.textContent).toContain(`T-Shirt, ${t('adminCatalog.prices.original')}`);
    expect(latest.textContent).toContain('€34.43');
    expect(latest.textContent).toContain('€31.43');
    expect(first.textContent).toContain(t('adminCatalog.history.seed'));
  });
});
