/** The cart page's discount code (issue 21 §3) as a visitor uses it, against a fake HTTP API. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import type { PricedCart } from '#shared/api/cart.schemas.ts';
import CartPage from './cart-page.tsx';

const server = serveFakeApi();
const de = messagesOf('de');
const page = '/de/wowanimatedtees/cart';
const customerId = '0b6c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const cartPath = `/api/customers/${customerId}/cart`;
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** Two German items printing the photo: 34.43 + 54.43, one fee of 10.00. */
function cart(overrides: Partial<PricedCart> = {}): PricedCart {
  return {
    lines: [
      {
        productType: 'tshirt',
        size: 'm',
        color: 'white',
        quantity: 1,
        artworkId: null,
        artworkPreviewUrl: null,
        unitPriceMinor: 3443,
        lineTotalMinor: 3443,
      },
      {
        productType: 'hoodie',
        size: 'l',
        color: 'black',
        quantity: 1,
        artworkId: null,
        artworkPreviewUrl: null,
        unitPriceMinor: 5443,
        lineTotalMinor: 5443,
      },
    ],
    itemCount: 2,
    subtotalMinor: 8886,
    feeMinor: 1000,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor: 9886,
    currency: 'EUR',
    locale: 'de',
    variant: 'wowanimatedtees',
    discountApplied: false,
    discountCode: null,
    discountCodeError: null,
    ...overrides,
  };
}

beforeEach(() => localStorage.setItem('customerId', customerId));
afterEach(() => localStorage.clear());

describe('CartPage discount code', () => {
  it('asks for the email of a per-customer code, saves it on the customer, and shows the discount and new total', async () => {
    let emailSaved = false;
    server.on('GET', cartPath, ok(cart()));
    server.on('PATCH', `/api/customers/${customerId}`, (request) => {
      emailSaved = true;
      return ok({
        id: customerId,
        email: (request.body as { email: string }).email,
        imageUrl: null,
        generatedImageUrl: null,
        locale: 'de',
        previewRequested: false,
      });
    });
    server.on('PUT', cartPath, (request) => {
      const body = request.body as { discountCode?: string | null };
      if (body.discountCode === 'welcome5' && !emailSaved) return apiError(422, 'DISCOUNT_CODE_EMAIL_REQUIRED');
      return ok(cart({ discountCode: 'WELCOME5', discountMinor: 500, totalMinor: 9386 }));
    });
    await renderAt(page, <CartPage />);
    await userEvent.click(await screen.findByTestId('discount-toggle'));
    await userEvent.type(screen.getByTestId('discount-input'), 'welcome5');
    await userEvent.click(screen.getByTestId('discount-apply'));
    expect(await screen.findByText(de('errors.DISCOUNT_CODE_EMAIL_REQUIRED'))).toBeTruthy();
    expect(screen.queryByTestId('cart-discount')).toBeNull();

    await userEvent.type(screen.getByTestId('discount-email'), 'kunde@example.de');
    await userEvent.click(screen.getByTestId('discount-apply'));
    expect(plain((await screen.findByTestId('cart-discount')).textContent)).toBe('−5,00 €');
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('93,86 €');
    expect(screen.getByTestId('cart-discount-row').textContent).toContain('WELCOME5');
    expect(server.sent('PATCH', `/api/customers/${customerId}`).map((r) => r.body)).toEqual([
      { email: 'kunde@example.de' },
    ]);
    const puts = server.sent('PUT', cartPath).map((r) => r.body as { discountCode: string; lines: unknown[] });
    expect(puts.map((body) => body.discountCode)).toEqual(['welcome5', 'welcome5']);
    expect(puts[1].lines).toHaveLength(2);
    // Kept for checkout, which binds the code's use to this email.
    expect(localStorage.getItem('customerEmail')).toBe('kunde@example.de');
  });

  it('shows why a saved code stopped applying and removes it', async () => {
    server.on(
      'GET',
      cartPath,
      ok(cart({ discountCode: 'BIGCART', discountCodeError: 'DISCOUNT_CODE_MINIMUM_NOT_MET' })),
    );
    server.on('PUT', cartPath, ok(cart()));
    await renderAt(page, <CartPage />);
    expect(await screen.findByText(de('errors.DISCOUNT_CODE_MINIMUM_NOT_MET'))).toBeTruthy();
    expect((screen.getByTestId('discount-input') as HTMLInputElement).value).toBe('BIGCART');
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('98,86 €');
    await userEvent.click(screen.getByTestId('discount-remove'));
    await expect.poll(() => server.sent('PUT', cartPath).length).toBe(1);
    expect((server.sent('PUT', cartPath)[0].body as { discountCode: unknown }).discountCode).toBeNull();
    await expect.poll(() => screen.queryByText(de('errors.DISCOUNT_CODE_MINIMUM_NOT_MET'))).toBeNull();
  });

  it('words a product-restricted refusal for the cart', async () => {
    server.on('GET', cartPath, ok(cart()));
    server.on('PUT', cartPath, apiError(422, 'DISCOUNT_CODE_NOT_FOR_PRODUCT'));
    await renderAt(page, <CartPage />);
    await userEvent.click(await screen.findByTestId('discount-toggle'));
    await userEvent.type(screen.getByTestId('discount-input'), 'mugs');
    await userEvent.click(screen.getByTestId('discount-apply'));
    expect(await screen.findByText(de('cart.codeNotForItems'))).toBeTruthy();
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('98,86 €');
  });
});
