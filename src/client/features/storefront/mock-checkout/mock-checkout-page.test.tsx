/** The mock checkout (SPEC §2.8, §5): validation in the page language, then 'Processing...', a toast and the shop home. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import MockCheckoutPage from './mock-checkout-page.tsx';
import type { CheckoutField as FieldName } from './mock-checkout-schema.ts';

const page = '/en-us/wowanimatedtees/checkout';

describe('MockCheckoutPage', () => {
  it('names what is missing and places nothing', async () => {
    await renderAt(page, <MockCheckoutPage />);
    const en = messagesOf('en-us');
    await userEvent.click(screen.getByTestId('place-order'));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        en('mockCheckout.errors.firstName'),
        en('mockCheckout.errors.email'),
        en('mockCheckout.errors.zip'),
      ]),
    );
    expect(screen.getByTestId('place-order').textContent).toContain(en('mockCheckout.placeOrder'));
    expect(screen.getByTestId('location').textContent).toBe(page);
  });

  it('places a complete order: processing, then the toast and back to the shop home', async () => {
    await renderAt(page, <MockCheckoutPage />);
    const en = messagesOf('en-us');
    const fill = async (field: FieldName, text: string) =>
      userEvent.type(screen.getByLabelText(en(`mockCheckout.fields.${field}`), { exact: false }), text);
    await fill('firstName', 'Ada');
    await fill('lastName', 'Lovelace');
    await fill('email', 'ada@example.com');
    await fill('phone', '555 0100');
    await fill('address', '1 Main St');
    await fill('city', 'Springfield');
    await fill('state', 'IL');
    await fill('zip', '62701');
    await fill('cardNumber', '4242 4242 4242 4242');
    await fill('expiry', '12/30');
    await fill('cvv', '123');
    await userEvent.click(screen.getByTestId('place-order'));

    expect(screen.getByTestId('place-order').textContent).toContain(en('mockCheckout.processing'));
    expect(await screen.findByText(en('mockCheckout.orderPlaced'), {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en-us/wowanimatedtees');
  });
});
