/**
 * Issue 21 §1 end to end in real Chromium: a German customer has the customize page open with SPEC
 * §9's t-shirt (34,43 € + 10 € fee); staff change the German t-shirt price at /admin/prices; without
 * a restart a fresh /de/wowanimatedtees/customize shows the new price, and the customer's older page
 * is refused at checkout as stale, shows the new total at once, and the hosted checkout charges it.
 * The price book is put back afterwards (the other end-to-end files share this shop and its prices).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { openPage } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const en = catalogue('en-us');
const de = catalogue('de');
const text = (messages: Map<string, string>, key: string): string => {
  const value = messages.get(key);
  if (value === undefined) throw new Error(`No catalogue text ${key}`);
  return value;
};
const photo = 'e2e/fixtures/astronaut.png';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on `page`, as `rule target` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; nodes: { target: string[] }[] }) =>
          `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
}
/** Intl's euro format puts a no-break space before the sign. */
const plain = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ');

let browser: Browser;
const contexts: BrowserContext[] = [];
let staff: Page;
let original: unknown;

async function newTab(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  contexts.push(context);
  return context.newPage();
}

/** The German storefront's customize page with the live prices shown. */
async function germanCustomize(width = 1280): Promise<Page> {
  const page = await newTab(width);
  await openPage(page, `${baseUrl}/de/wowanimatedtees/customize`);
  await page.locator('[data-testid="price-breakdown"][data-prices="shown"]').waitFor();
  return page;
}

/** Opens the German euro price book on `page` as the shop's staff account, signing in there. */
async function openPrices(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/prices?book=storefront-eur`);
  const form = page.getByTestId('admin-login-form');
  await form.getByLabel(text(en, 'admin.login.email'), { exact: true }).fill(inject('staffEmail'));
  await form.getByLabel(text(en, 'admin.login.password'), { exact: true }).fill(inject('staffPassword'));
  await form.getByRole('button', { name: text(en, 'admin.login.submit') }).click();
  await page.getByTestId('price-book-editor').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await newTab(1280);
  await openPrices(staff);
  original = await staff.evaluate(async () => (await fetch('/api/admin/price-books/storefront-eur')).json());
});

afterAll(async () => {
  // Put SPEC §9's euro set back at the version now stored, for the files that run after this one.
  if (staff && original) {
    await staff.evaluate(async (book) => {
      const current = await (await fetch('/api/admin/price-books/storefront-eur')).json();
      const { original: o, discounted, discountPercent, discountAlwaysApplied } = book as Record<string, unknown>;
      await fetch('/api/admin/price-books/storefront-eur', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          version: current.version,
          original: o,
          discounted,
          discountPercent,
          discountAlwaysApplied,
        }),
      });
    }, original);
  }
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('staff change the German t-shirt price (issue 21 §1)', () => {
  let customer: Page;

  it('the customer has the page open with the seeded price', async () => {
    customer = await germanCustomize();
    expect(plain(await customer.getByTestId('price-total').textContent())).toBe('44,43 €');
    await customer.getByTestId('upload-input').setInputFiles(photo);
    await expect.poll(() => customer.getByTestId('checkout-button').isEnabled(), { timeout: 30_000 }).toBe(true);
  });

  it('staff save 31,43 € for the t-shirt and see it as a new version with the preview', async () => {
    await saveScreenshot(staff, 'admin-prices-1280', { fullPage: true });
    const field = staff.locator('input[data-field="original.items.tshirt"]');
    expect(await field.inputValue()).toBe('34.43');
    await field.fill('31.43');
    const german = staff.locator('[data-testid="price-preview"] li[data-storefront="/de/wowanimatedtees"]');
    await expect.poll(async () => plain(await german.textContent())).toContain('41,43 €');
    await staff.getByTestId('save-price-book').click();
    await staff.getByText(text(en, 'adminCatalog.prices.saved').replace('{{version}}', '2')).first().waitFor();
    expect(await staff.getByTestId('price-book-version').textContent()).toContain('Version 2');
    await staff.locator('[data-testid="catalog-change"]', { hasText: '€31.43' }).first().waitFor();
    await saveScreenshot(staff, 'admin-prices-saved-1280', { fullPage: true });
  });

  it('a fresh German customize page shows the new price, without a restart', async () => {
    const fresh = await germanCustomize();
    expect(plain(await fresh.getByTestId('price-total').textContent())).toBe('41,43 €');
    const tee = fresh.getByTestId('product-price-tshirt');
    expect(plain(await tee.textContent())).toContain('31,43 €');
    await saveScreenshot(fresh, 'price-change-customize-de-1280', { fullPage: true });
  });

  it('the older page is refused at checkout as stale, shows the new total, and checkout charges it', async () => {
    await customer.getByTestId('checkout-button').click();
    await customer.getByText(text(de, 'errors.PRICE_MISMATCH')).first().waitFor();
    await expect.poll(async () => plain(await customer.getByTestId('price-total').textContent())).toBe('41,43 €');
    await customer.getByTestId('checkout-button').click();
    await customer.waitForURL(/\/pay\/cs_test_local_/);
    expect(plain(await customer.textContent('body'))).toContain('41,43 €');
  });

  it('the staff pages read well on a phone, with no serious accessibility problem', async () => {
    const phone = await newTab(390);
    await openPrices(phone);
    await saveScreenshot(phone, 'admin-prices-390', { fullPage: true });
    // The price books' row scrolls sideways inside itself; the page does not.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.goto(`${baseUrl}/admin/catalog`);
    await phone.getByTestId('product-editor').waitFor();
    await saveScreenshot(phone, 'admin-catalog-390', { fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(phone)).toEqual([]);
    await staff.goto(`${baseUrl}/admin/catalog`);
    await staff.getByTestId('product-editor').waitFor();
    await saveScreenshot(staff, 'admin-catalog-1280', { fullPage: true });
  });
});
