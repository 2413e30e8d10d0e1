/** Paying on the test provider's hosted checkout (SPEC §2.7) in end-to-end tests. */
import type { Page } from 'playwright-core';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';

/** Who pays and where the order goes; a country whose state field is optional (e.g. Germany). */
export interface Payer {
  email: string;
  name: string;
  street: string;
  city: string;
  postalCode: string;
}

/** Fills the hosted checkout by its labels in `locale` (the page's own language), card included. */
export async function fillHostedCheckout(page: Page, locale: Locale, payer: Payer, cardNumber: string): Promise<void> {
  const m = serverCatalogues[locale].hostedCheckout;
  await page.getByText(m.testMode).first().waitFor();
  await page.getByLabel(m.email, { exact: true }).fill(payer.email);
  await page.getByLabel(m.shippingName, { exact: true }).fill(payer.name);
  await page.getByLabel(m.addressLine1, { exact: true }).fill(payer.street);
  await page.getByLabel(m.city, { exact: true }).fill(payer.city);
  await page.getByLabel(m.postalCode, { exact: true }).fill(payer.postalCode);
  await page.getByLabel(m.cardNumber, { exact: true }).fill(cardNumber);
  await page.getByLabel(m.expiry, { exact: true }).fill('12 / 34');
  await page.getByLabel(m.cvc, { exact: true }).fill('123');
}
