/**
 * The staff area with a keyboard and on a phone (issue 23 item 12) in real Chromium: `/` puts the
 * cursor in the orders search (and typing in a field is never taken for a shortcut), `j`/`]` and
 * `k`/`[` move through the orders of the list the staff member came from, `?` lists the shortcuts;
 * at 390 px the order page has a bottom bar with the previous and next order and a jump to the
 * status actions, and every control of the staff pages is at least 44 px tall. Three orders of its
 * own, found by a search, make the list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { waitForHydration } from './support/pages.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { payTestOrder } from './support/staff-orders.ts';

const baseUrl = inject('baseUrl');
const en = catalogue('en-us');
const text = (key: string): string => {
  const value = en.get(key);
  if (value === undefined) throw new Error(`No catalogue text ${key}`);
  return value;
};

const tag = `keys${Date.now().toString(36)}`;
let browser: Browser;
/** The test's orders, newest first (as the list shows them). */
const numbers: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const n of [1, 2, 3]) numbers.unshift(await payTestOrder(browser, baseUrl, `${tag}.${n}@example.com`));
});
afterAll(async () => browser?.close());

async function signedInPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/orders?q=${tag}`);
  const form = page.getByTestId('admin-login-form');
  await form.waitFor();
  await form.getByLabel(text('admin.login.email'), { exact: true }).fill(inject('staffEmail'));
  await form.getByLabel(text('admin.login.password'), { exact: true }).fill(inject('staffPassword'));
  await form.getByRole('button', { name: text('admin.login.submit') }).click();
  await page.getByTestId('orders-count').waitFor();
  await waitForHydration(page);
  return page;
}

/** The order number the page shows in its heading. */
async function shownOrder(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return ((await heading.textContent()) ?? '').match(/WT-[0-9A-Z]+/)?.[0] ?? '';
}

async function expectOrder(page: Page, orderNumber: string, position: number): Promise<void> {
  await page.waitForURL(new RegExp(`/admin/orders/${orderNumber}$`));
  await expect.poll(() => shownOrder(page)).toBe(orderNumber);
  await expect
    .poll(() => page.getByTestId('order-position').textContent())
    .toBe(
      text('adminOrders.order.navigation.position').replace('{{position}}', String(position)).replace('{{total}}', '3'),
    );
}

/** Visible controls of the page's main area and header smaller than 44 px, described. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, main a, main button, main input, main select')]
      .filter((el) => el.checkVisibility() && getComputedStyle(el).display !== 'inline')
      .filter((el) => !['checkbox', 'radio', 'file', 'hidden'].includes((el as HTMLInputElement).type))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44)
      .map(
        ({ el, box }) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.height)} px`,
      ),
  );
}

describe('staff keyboard shortcuts and the phone', () => {
  it('`/` searches, `j` `]` `k` `[` move through the list’s orders, `?` lists the shortcuts', async () => {
    const page = await signedInPage(1280);
    await expect.poll(() => page.getByTestId('orders-count').textContent()).toContain('3');
    const search = page.getByRole('searchbox', { name: text('adminOrders.orders.searchLabel') });

    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    // In a field, keys are typing: `j` and `/` go into the search, nothing navigates.
    // `/` selects what the field holds, so typing starts a new search.
    await page.keyboard.type('j/');
    expect(await search.inputValue()).toBe('j/');
    expect(page.url()).toContain('/admin/orders?');
    await search.fill(tag);
    await page.locator('main h1').click(); // out of the field
    await page.waitForURL(new RegExp(`q=${tag}$`));
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(3);

    await page
      .getByTestId('orders-table')
      .getByRole('link', { name: new RegExp(numbers[0] ?? '') })
      .first()
      .click();
    await expectOrder(page, numbers[0] ?? '', 1);
    await saveScreenshot(page, 'staff-order-pager-1280');
    await page.keyboard.press('k'); // the first order has no previous one
    await page.keyboard.press('j');
    await expectOrder(page, numbers[1] ?? '', 2);
    await page.keyboard.press(']');
    await expectOrder(page, numbers[2] ?? '', 3);
    await page.keyboard.press('k');
    await expectOrder(page, numbers[1] ?? '', 2);
    await page.keyboard.press('[');
    await expectOrder(page, numbers[0] ?? '', 1);

    await page.keyboard.press('?');
    const help = page.getByTestId('shortcuts-dialog');
    await help.waitFor();
    expect(await help.textContent()).toContain(text('admin.shortcuts.search'));
    expect(await help.textContent()).toContain(text('admin.shortcuts.next'));
    await saveScreenshot(page, 'staff-shortcuts-help-1280');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // The back link returns to the list as it was (its search).
    await page.getByRole('link', { name: text('adminOrders.order.backToOrders') }).click();
    await page.waitForURL(new RegExp(`/admin/orders\\?q=${tag}`));
    await page.context().close();
  });

  it('on a phone: the bottom bar moves on and reaches the status actions; every control is 44 px tall', async () => {
    const page = await signedInPage(390);
    expect(await smallTargets(page)).toEqual([]);
    await page
      .getByRole('link', { name: new RegExp(numbers[1] ?? '') })
      .first()
      .click();
    await expect.poll(() => shownOrder(page)).toBe(numbers[1]);
    const bar = page.getByTestId('order-action-bar');
    await bar.waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await saveScreenshot(page, 'staff-order-action-bar-390');

    // The bar stays at the bottom of the screen, and its middle button brings the actions into view.
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    await bar.getByTestId('order-to-status').click();
    const actions = page.getByTestId('transition-actions');
    await expect.poll(() => actions.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await saveScreenshot(page, 'staff-order-status-390', { settleMs: 600 });

    await bar.getByTestId('order-next').click();
    await expect.poll(() => shownOrder(page)).toBe(numbers[2]);
    await page.context().close();
  });
});
