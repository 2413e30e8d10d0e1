/**
 * The order confirmation a customer expects (issue 11), in real Chromium on the German storefront:
 * a sweatshirt bought with the test card 4242 lands on a success page with the order number, the
 * email the receipt goes to, the garment with the design, product, size, colour and total in euros
 * and the next steps; a reload shows it again; the same link in a fresh browser shows the order
 * number but no email or design; the SMTP peer received one German confirmation with the same
 * facts. Screenshots at 1280 and 390 px with and without the customer's id.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderConfirmationSubject } from '#shared/email-subjects.ts';
import { emailCatalogues } from '#shared/i18n/email-catalogues.ts';
import { interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import { claimPlaceholders, defaultMarketingClaims } from '#shared/marketing-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { priceBookFor, quote, seedPriceBooks } from '#shared/pricing.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { fillHostedCheckout } from './support/hosted-checkout.ts';
import { attributeValues, mailbox } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const mail = mailbox(inject('mailDir'));
const photo = path.resolve('e2e/fixtures/astronaut.png');
const de = catalogue('de');
const customerEmail = 'jonas.becker@example.com';
const payer = {
  email: customerEmail,
  name: 'Jonas Becker',
  street: 'Lindenstraße 12',
  city: 'Hamburg',
  postalCode: '20095',
};

const text = (key: string): string => {
  const value = de.get(key);
  if (value === undefined) throw new Error(`no de text ${key}`);
  return value;
};
/** Text with no-break spaces as plain spaces (Intl puts them in "49,99 €"). */
const plain = (value: string | null | undefined): string => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

// SPEC §9: the /de/wowanimatedtees storefront charges the non-English euro book; no discount taken.
const expectedTotal = plain(
  formatMoney(
    {
      amountMinor: quote(
        priceBookFor({ locale: 'de', variant: 'wowanimatedtees' }, seedPriceBooks),
        'sweatshirt',
        false,
      ).totalMinor,
      currency: 'EUR',
    },
    'de',
  ),
);

let browser: Browser;
let successUrl = '';
let orderNumber = '';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The success page's summary values by test id. */
async function summary(page: Page) {
  const value = async (id: string) => plain(await page.getByTestId(id).textContent());
  return {
    orderNumber: await value('order-number'),
    product: await value('order-product'),
    size: await value('order-size'),
    color: await value('order-color'),
    total: await value('order-total'),
  };
}

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name, { fullPage: true });
}

describe('order confirmation', () => {
  it('shows the order number, email, choice, total and next steps after paying, and again after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/wowanimatedtees/customize`);
    await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
    await page.getByTestId('upload-input').setInputFiles(photo);
    await expect
      .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 30_000 })
      .toMatch(/erfolgreich hochgeladen/i);
    await page.getByRole('radio', { name: /Sweatshirt/ }).click();
    await page.getByRole('radio', { name: 'L', exact: true }).click();
    await page.getByRole('radio', { name: text('customize.colors.gray'), exact: true }).click();
    await expect.poll(async () => plain(await page.getByTestId('price-total').textContent())).toContain(expectedTotal);

    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\/cs_test_local_/, { timeout: 30_000 });
    await fillHostedCheckout(page, 'de', payer, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /bezahlen$/ }).click();

    await page.waitForURL(/\/de\/wowanimatedtees\/success\?session_id=/);
    successUrl = page.url();
    await page.getByTestId('success-heading').waitFor();
    await page.getByTestId('order-email').waitFor();
    const shown = await summary(page);
    orderNumber = shown.orderNumber;
    expect(orderNumber).toMatch(/^WT-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(shown).toMatchObject({
      product: text('customize.productNames.sweatshirt'),
      size: 'L',
      color: text('customize.colors.gray'),
      total: expectedTotal,
    });
    expect(expectedTotal).toMatch(/^\d+,\d{2} €$/);
    expect(await page.getByTestId('order-email').textContent()).toBe(customerEmail);
    expect(await page.getByTestId('order-status').textContent()).toContain(text('success.statusPaid'));
    // The design sits on the garment: the customer's own browser sees it.
    expect(await page.getByTestId('order-design').getAttribute('data-has-design')).toBe('true');
    const designImage = page.getByTestId('order-design').locator('image').first();
    const href = await designImage.getAttribute('href');
    expect(new URL(href ?? '', baseUrl).pathname).toMatch(/^\/files\/(artworks|customer-uploads)\//);
    const steps = page.getByTestId('order-next-steps');
    for (const key of ['stepCheckTitle', 'stepPrintTitle', 'stepShipTitle', 'stepDeliveryTitle']) {
      await steps.getByText(text(`success.${key}`), { exact: true }).waitFor();
    }
    expect(plain(await steps.textContent())).toContain('12 Werktagen');
    const change = page.getByTestId('order-change');
    expect(await change.textContent()).toContain(orderNumber);
    expect(await change.getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByTestId('order-private-note').count()).toBe(0);
    await shot(page, 'order-confirmation-own-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'order-confirmation-own-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByTestId('order-email').waitFor();
    expect(await summary(page)).toEqual(shown);
    await context.close();
  });

  it('shows whoever has only the link the order number and choice, but not the email or design', async () => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        locale: 'de-DE',
      });
      const page = await context.newPage();
      await page.goto(successUrl);
      await page.getByTestId('success-heading').waitFor();
      await page.getByTestId('order-private-note').waitFor();
      const shown = await summary(page);
      expect(shown.orderNumber).toBe(orderNumber);
      expect(shown.total).toBe(expectedTotal);
      expect(await page.getByTestId('order-email').count()).toBe(0);
      const body = (await page.textContent('body')) ?? '';
      expect(body).not.toContain(customerEmail);
      expect(body).not.toContain('Lindenstraße');
      expect(await page.getByTestId('order-design').getAttribute('data-has-design')).toBe('false');
      expect(await page.locator('[data-testid="order-design"] image').count()).toBe(0);
      await page.getByTestId('order-next-steps').waitFor();
      await shot(page, `order-confirmation-link-only-${width}`);
      await context.close();
    }
  });

  it('mails one German confirmation with the same facts to the SMTP peer', async () => {
    // Paid through the built-in test provider: a test order, and the email says so (issue 17 point 4).
    const subject = orderConfirmationSubject('de', orderNumber, true);
    expect(subject).toMatch(/^\[TEST\] /);
    const message = await mail.waitFor(customerEmail, subject);
    const body = plain(message.text);
    expect(body).toContain(plain(emailCatalogues.de.orderConfirmation.testNote));
    const names = serverCatalogues.de.lineItems;
    expect(body).toContain(orderNumber);
    expect(body).toContain(names.productNames.sweatshirt);
    expect(body).toContain(`${names.sizes.l} · ${names.colors.gray}`);
    expect(body).toContain(expectedTotal);
    // The e2e shop runs with the default claims (SPEC's 12 business days).
    expect(body).toContain(
      plain(interpolate(emailCatalogues.de.orderConfirmation.stepDelivery, claimPlaceholders(defaultMarketingClaims))),
    );
    expect(body).toContain(emailCatalogues.de.orderConfirmation.changeHeading);
    // Never the customer's private photo; an artwork preview only from the public area.
    const images = attributeValues(String(message.html), 'src');
    expect(images.filter((src) => src.includes('customer-uploads'))).toEqual([]);
    for (const src of images) expect(src).toMatch(new RegExp(`^${baseUrl}/files/artworks/`));
    const sameSubject = (await mail.all()).filter((m) => m.subject === subject);
    expect(sameSubject).toHaveLength(1);
  });
});
