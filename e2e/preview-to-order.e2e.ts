/**
 * The preview-to-order loop end to end in real Chromium (issue 7, Tests, third bullet): a German
 * customer uploads a real photo and asks for a preview by email, and confirms the address from the
 * acknowledgement's link (issue 17 §1); staff log in, find the request, upload the generated artwork
 * for its record and send the order-link email; the test reads that email from the SMTP peer, loads
 * its tracking pixel twice and sees it in email tracking; the customer opens the email's link, pays
 * the email-order price with 4242, and staff find the order with the 5% amount. The steps share
 * state and run in order. Full-page screenshots land in e2e/screenshots/.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { defaultEmailSubject } from '#shared/email-subjects.ts';
import { emailCatalogues, previewProcessingHours } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { formatMoney } from '#shared/money.ts';
import { quote, seedPriceBooks } from '#shared/pricing.ts';
import { launchBrowser } from './support/browser.ts';
import { catalogue } from './support/catalogue.ts';
import { fillHostedCheckout } from './support/hosted-checkout.ts';
import { attributeValues, mailbox } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

const baseUrl = inject('baseUrl');
const staffEmail = inject('staffEmail');
const staffPassword = inject('staffPassword');
const mail = mailbox(inject('mailDir'));
const photo = path.resolve('e2e/fixtures/chelsea.png');
const artwork = path.resolve('e2e/fixtures/rocket.jpg');

const de = catalogue('de');
const en = catalogue('en-us');
/** A catalogue text that must exist (a renamed key fails here, not as a vague timeout later). */
const text = (messages: Map<string, string>, key: string): string => {
  const value = messages.get(key);
  if (value === undefined) throw new Error(`No catalogue text ${key}`);
  return value;
};
/** Page text with the non-breaking spaces of Intl and German typography made plain. */
const plain = (value: string | null): string => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** An image or link address as the browser resolves it on the shop's pages. */
const absolute = (url: string | null): string => new URL(url ?? '', baseUrl).href;

// The customer of this run (a fresh address each run, so nothing else in the suite matches it).
const customerEmail = `lena.mueller.${Date.now().toString(36)}@example.com`;
const customerName = 'Lena';
const payer = {
  email: customerEmail,
  name: 'Lena Müller',
  street: 'Lindenstraße 12',
  city: 'Berlin',
  postalCode: '10969',
};
// What a German email-order customer pays for the default garment, a t-shirt (SPEC §9).
const emailOrderPrice = quote(seedPriceBooks['email-order-eur'], 'tshirt', true);

let browser: Browser;
let staff: BrowserContext;
let staffPage: Page;
/** Filled in by the steps, read by the later ones. */
const run = {
  customerId: '',
  photoUrl: '',
  artworkUrl: '',
  previewLink: '',
  orderLink: '',
  pixelUrl: '',
  orderPath: '',
};

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  staffPage = await staff.newPage();
});
afterAll(async () => browser?.close());

// The steps build on each other: after a failed one the rest are skipped, not left to time out.
let broken = false;
beforeEach(({ skip }) => skip(broken));
afterEach(({ task }) => {
  if (task.result?.state === 'fail') broken = true;
});

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name, { fullPage: true });
}

describe('preview by email to a paid email order', () => {
  it('1. a German customer asks for a preview by email and gets the acknowledgement in German', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/wowanimatedtees/customize`);
    await page.waitForFunction(() => Boolean(localStorage.getItem('customerId')));
    run.customerId = (await page.evaluate(() => localStorage.getItem('customerId'))) ?? '';

    await page.getByTestId('upload-input').setInputFiles(photo);
    await expect
      .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 20_000 })
      .toMatch(/erfolgreich hochgeladen/i);
    await page.getByRole('radio', { name: /Sweatshirt/ }).click();
    await page.getByRole('radio', { name: text(de, 'customize.colors.gray'), exact: true }).click();

    await page.getByTestId('preview-later').click();
    const dialog = page.getByRole('dialog', { name: text(de, 'customize.emailDialog.title') });
    await dialog.waitFor();
    const send = dialog.getByTestId('send-preview');
    const field = dialog.getByLabel(text(de, 'customize.emailDialog.label'));
    expect(await send.isDisabled()).toBe(true);
    await field.fill('lena.mueller@');
    await field.blur();
    await dialog.getByText(text(de, 'messages.pleaseEnterValidEmail')).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await field.fill(customerEmail);
    await expect.poll(() => send.isEnabled()).toBe(true);
    await shot(page, 'preview-email-dialog-1280');
    await send.click();

    await page.waitForURL(/\/de\/wowanimatedtees\/previewsend$/);
    await expect.poll(() => page.getByTestId('preview-email').textContent()).toContain(customerEmail);
    await page.getByTestId('preview-sent-heading').waitFor();
    // Issue 23 point 8: the customer's own image on the sweatshirt, and the way back in German.
    const shownImage = await page.getByTestId('preview-request').locator('image').first().getAttribute('href');
    expect(shownImage).toMatch(/^http:\/\/localhost:\d+\/files\//);
    await expect
      .poll(() =>
        page
          .getByTestId('garment-mockup')
          .locator('image')
          .first()
          .evaluate((img) => (img as SVGImageElement).getBBox().width),
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('continue-shopping').getAttribute('href')).toBe('/de/wowanimatedtees');
    await shot(page, 'preview-sent-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'preview-sent-390');
    await context.close();

    // The customer record, as the storefront reads it: the photo and the email are saved.
    const customer = await (await fetch(`${baseUrl}/api/customers/${run.customerId}`)).json();
    expect(customer).toMatchObject({ email: customerEmail, previewRequested: true, locale: 'de' });
    run.photoUrl = absolute(customer.imageUrl);

    // The acknowledgement, sent through the real SMTP peer, in German. The address is not confirmed
    // yet, so it carries no photo, only the shop's text and the verification link (issue 17 §1).
    const ack = emailCatalogues.de.previewConfirm;
    const message = await mail.waitFor(customerEmail, ack.subject);
    expect(message.text).toContain(ack.heading);
    expect(message.text).toContain(interpolate(ack.eta, { hours: previewProcessingHours }));
    expect(message.text).toContain('support@wowtees.shop');
    expect(message.html).toBeTypeOf('string');
    expect(attributeValues(message.html || '', 'src')).toEqual([]);
    const verifyLinks = attributeValues(message.html || '', 'href').filter((href) => href.includes('/verify-email#'));
    expect(verifyLinks.length).toBeGreaterThan(0);
    const verifyLink = new URL(verifyLinks[0]);
    expect(`${verifyLink.origin}${verifyLink.pathname}`).toBe(`${baseUrl}/de/wowanimatedtees/verify-email`);

    // The customer opens it: the page confirms the address and takes the token out of the address bar.
    const confirm = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const confirmPage = await confirm.newPage();
    await confirmPage.goto(verifyLink.href);
    const verified = confirmPage.getByTestId('verify-email-verified');
    await verified.waitFor();
    expect(await verified.textContent()).toContain(customerEmail);
    expect(new URL(confirmPage.url()).hash).toBe('');
    await shot(confirmPage, 'verify-email-1280');
    await confirm.close();
  });

  it('2. staff log in, find the request and upload the generated artwork for its record', async () => {
    const page = staffPage;
    await page.goto(`${baseUrl}/admin`);
    const login = page.getByTestId('admin-login-form');
    await login.waitFor();
    await page.getByRole('heading', { name: text(en, 'admin.login.title') }).waitFor();
    await shot(page, 'admin-login-1280');
    await login.getByLabel(text(en, 'admin.login.email')).fill(staffEmail);
    await login.getByLabel(text(en, 'admin.login.password')).fill(staffPassword);
    await login.getByRole('button', { name: text(en, 'admin.login.submit') }).click();

    await page.getByTestId('admin-dashboard').waitFor();
    expect(await page.getByTestId('admin-staff-email').textContent()).toBe(`Logged in as ${staffEmail}`);
    await shot(page, 'admin-dashboard-1280');

    // The customize page asked for the local instant preview (issue 8): ready before staff open the
    // list, which shows what it finds when it loads (screenshots used to give the render this time).
    const artworksUrl = `${baseUrl}/api/customers/${run.customerId}/artworks`;
    const instantPreviewReady = async () =>
      ((await (await fetch(artworksUrl)).json()) as Array<{ status: string }>).some((a) => a.status === 'ready');
    await expect.poll(instantPreviewReady, { timeout: 60_000 }).toBe(true);
    // The dashboard's page cards (its "needs action" tiles link to the same pages).
    const adminPages = page.getByRole('navigation', { name: text(en, 'admin.dashboard.cardsLabel') });
    await adminPages.getByRole('link', { name: new RegExp(text(en, 'adminOrders.previews.heading')) }).click();
    await page.waitForURL(/\/en-us\/admin\/preview-requests$/);
    const row = page.getByTestId('preview-row').filter({ hasText: customerEmail });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain('German');
    expect(rowText).toContain('Premium Sweatshirt · Gray');
    // The customize page already made the local instant preview (issue 8): staff replace it below.
    await row.getByTestId('artwork-yes').waitFor();
    await row.getByTestId('order-link-no').waitFor();
    await row.getByTestId('email-verified').waitFor();
    expect(absolute(await row.getByRole('img', { name: 'Customer photo' }).getAttribute('src'))).toBe(run.photoUrl);
    await shot(page, 'admin-preview-requests-1280');

    await row.getByTestId('upload-artwork').click();
    await page.waitForURL(/\/en-us\/wowghiblitees\/image-admin\?email=/);
    expect(await page.getByTestId('image-admin-email').inputValue()).toBe(customerEmail);
    await expect
      .poll(() => page.getByTestId('image-admin-status').textContent())
      .toBe(text(en, 'adminImages.lookup.found'));
    // The request's record is chosen (issue 17 §1): one record, confirmed, with the customer's photo.
    const record = page.getByTestId('image-admin-record');
    expect(await record.count()).toBe(1);
    expect(await record.getAttribute('data-verified')).toBe('true');
    expect(await record.locator('input[type=radio]').isChecked()).toBe(true);
    expect(absolute(await page.getByTestId('image-admin-current-upload').getAttribute('src'))).toBe(run.photoUrl);

    await page.getByRole('tab', { name: text(en, 'adminImages.tabs.generated') }).click();
    const panel = page.getByTestId('image-admin-panel-generated');
    // The tab shows the local instant preview the customize page made (issue 8) until staff replace it.
    await panel.waitFor();
    await page.getByTestId('image-admin-file-generated').setInputFiles(artwork);
    await panel.getByTestId('image-admin-preview-generated').waitFor();
    await panel.getByText('rocket.jpg').waitFor();
    await panel.getByTestId('image-admin-upload-generated').click();
    await page.getByText(text(en, 'adminImages.messages.uploadSuccess')).first().waitFor();
    const current = panel.getByTestId('image-admin-current-generated');
    await expect.poll(() => current.getAttribute('src')).toMatch(/\/files\/user-images\//);
    run.artworkUrl = absolute(await current.getAttribute('src'));
    expect(run.artworkUrl).toMatch(new RegExp(`^${baseUrl}/files/.+\\.(jpe?g|png|webp)$`));
    // The browser really shows it: the image loaded.
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'admin-image-admin-1280');
  });

  it('3. staff send the order-link email in German from the preview request', async () => {
    const page = staffPage;
    await page.goto(`${baseUrl}/en-us/admin/preview-requests`);
    const row = page.getByTestId('preview-row').filter({ hasText: customerEmail });
    await row.getByTestId('artwork-yes').waitFor();
    await row.getByTestId('send-order-link').click();

    await page.waitForURL(/\/en-us\/admin\/email-sender\?email=/);
    const form = page.getByTestId('email-sender-form');
    await expect
      .poll(() => form.getByTestId('user-check-result').textContent())
      .toBe(text(en, 'adminEmails.sender.userFound'));
    const subject = form.getByLabel(/^Subject/);
    expect(await subject.inputValue()).toBe(defaultEmailSubject('en-us'));
    await form.getByLabel('Language', { exact: true }).selectOption({ label: 'German' });
    expect(await subject.inputValue()).toBe(defaultEmailSubject('de'));
    await form.getByLabel(/^Customer name/).fill(customerName);
    // The request's confirmed record is chosen: the email shows its artwork (issue 17 §1).
    expect(await form.getByTestId('email-sender-record').locator('input[type=radio]').isChecked()).toBe(true);
    // The link preview follows the language: the German email-order page for this email; its own
    // key is made when the email is sent (issue 17 §5).
    await expect
      .poll(() => form.getByTestId('email-order-link-preview').inputValue())
      .toMatch(new RegExp(`^${baseUrl}/de/wowanimatedtees/emailorder\\?email=[^&]+&sig=`));
    run.previewLink = (await form.getByTestId('email-order-link-preview').inputValue()).replace(/&sig=.*$/, '');
    await shot(page, 'admin-email-sender-1280');
    await form.getByRole('button', { name: text(en, 'adminEmails.sender.send') }).click();

    const banner = page.getByTestId('email-sent-banner');
    await banner.getByText(text(en, 'adminEmails.sender.sent')).waitFor();
    expect(await banner.textContent()).toContain(`Sent to ${customerEmail}`);
    // The form resets after a success.
    expect(await form.getByLabel(/^Customer email/).inputValue()).toBe('');
    await shot(page, 'admin-email-sent-1280');
  });

  it('4. the email arrives with the greeting, the signed link and a pixel that tracking counts', async () => {
    const message = await mail.waitFor(customerEmail, defaultEmailSubject('de'));
    expect(message.text).toContain(interpolate(emailCatalogues.de.common.greetingNamed, { name: customerName }));
    const html = message.html || '';
    const links = attributeValues(html, 'href').filter((href) => href.includes('/emailorder?'));
    expect(links.length).toBeGreaterThan(0);
    run.orderLink = links[0];
    expect(new Set(links)).toEqual(new Set([run.orderLink]));
    const link = new URL(run.orderLink);
    expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl}/de/wowanimatedtees/emailorder`);
    expect(link.searchParams.get('email')).toBe(customerEmail);
    expect(link.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message.text).toContain(run.orderLink);
    // The link staff saw in the sender's preview is the one the customer gets, with its own key.
    expect(run.orderLink.startsWith(`${run.previewLink}&sig=`)).toBe(true);
    const sources = attributeValues(html, 'src');
    expect(sources).toContain(run.artworkUrl);
    const pixels = sources.filter((src) => /\/t\/[^/]+\.gif$/.test(src));
    expect(pixels).toHaveLength(1);
    run.pixelUrl = pixels[0];
    expect(run.pixelUrl).toMatch(new RegExp(`^${baseUrl}/t/[0-9a-f-]{36}\\.gif$`));

    // A look at the email as a mail client shows it (the pixel blocked, so this is not an open).
    const viewer = await browser.newContext({ viewport: { width: 720, height: 900 } });
    await viewer.route('**/t/*.gif', (route) => route.abort());
    const mailPage = await viewer.newPage();
    await mailPage.setContent(html, { waitUntil: 'load' });
    await shot(mailPage, 'email-order-link-de');
    await viewer.close();

    // Staff see the email, not opened yet.
    const page = staffPage;
    await page.goto(`${baseUrl}/en-us/admin/email-tracking`);
    const row = page.getByTestId('tracking-row').filter({ hasText: customerEmail });
    await row.waitFor();
    expect(await row.textContent()).toContain(defaultEmailSubject('de'));
    await row.getByText('Not opened', { exact: true }).waitFor();

    // The customer's mail client loads the pixel twice within a minute: one open (issue 17 point 5).
    for (let open = 0; open < 2; open += 1) {
      const res = await fetch(run.pixelUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // Each try reloads the page: on a loaded runner one reload can take longer than poll's 1 s default.
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return [
            await row.getByText('Opened', { exact: true }).count(),
            await row.getByTestId('open-count').textContent(),
          ];
        },
        { timeout: 15_000 },
      )
      .toEqual([1, '1']);
    await shot(page, 'admin-email-tracking-1280');
  });

  it('5. the customer opens the link, sees the artwork and the 5% price, and pays with 4242', async () => {
    const expectedTotal = plain(formatMoney({ amountMinor: emailOrderPrice.totalMinor, currency: 'EUR' }, 'de'));
    expect(expectedTotal).toBe('41,65 €');

    // The page at a phone's width first (a look only).
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    const phonePage = await phone.newPage();
    await phonePage.goto(run.orderLink);
    await phonePage.getByTestId('email-order-banner').waitFor();
    await expect
      .poll(() => phonePage.getByTestId('email-order-artwork').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Issue 22: the phone shows the artwork's display-size rendition (224 CSS px at 1x: the 448 px
    // one), not the 1024 px preview.
    const shown = await phonePage
      .getByTestId('email-order-artwork')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toBe(`${run.artworkUrl}?w=448`);
    await shot(phonePage, 'email-order-390');
    await phone.close();

    // Another language keeps the signed link and its offer (issue 23 point 9: it led to a page
    // without the link, and so without the 5 %).
    const switching = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const switchPage = await switching.newPage();
    await switchPage.goto(run.orderLink);
    await switchPage.getByTestId('email-order-banner').waitFor();
    await switchPage.locator('[data-language-link="fr"]').first().click();
    await switchPage.waitForURL((url) => url.pathname === '/fr/wowanimatedtees/emailorder');
    expect(new URL(switchPage.url()).searchParams.get('sig')).toBe(new URL(run.orderLink).searchParams.get('sig'));
    // The French page replaces the German one once its messages have loaded.
    await expect.poll(() => switchPage.getAttribute('html', 'lang'), { timeout: 15_000 }).toBe('fr-FR');
    await switchPage.getByTestId('email-order-banner').waitFor();
    await switching.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(run.orderLink);
    const banner = page.getByTestId('email-order-banner');
    await banner.waitFor();
    expect(plain(await banner.textContent())).toContain('5 % Rabatt');
    const art = page.getByTestId('email-order-artwork');
    expect(absolute(await art.getAttribute('src'))).toBe(run.artworkUrl);
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByTestId('about-order').waitFor();
    expect(plain(await page.getByTestId('price-total').textContent())).toContain(expectedTotal);
    expect(plain(await page.getByTestId('price-item').textContent())).toContain(
      plain(formatMoney({ amountMinor: emailOrderPrice.itemMinor, currency: 'EUR' }, 'de')),
    );
    expect(plain(await page.getByTestId('price-item-original').textContent())).toContain(
      plain(formatMoney({ amountMinor: emailOrderPrice.itemOriginalMinor, currency: 'EUR' }, 'de')),
    );
    expect(await page.getByTestId('terms').isChecked()).toBe(true);
    await shot(page, 'email-order-1280');

    await page.getByTestId('checkout-button').click();
    await page.waitForURL(/\/pay\/cs_test_local_/);
    expect(plain(await page.textContent('body'))).toContain(expectedTotal);
    await fillHostedCheckout(page, 'de', payer, '4242 4242 4242 4242');
    await shot(page, 'email-order-checkout-1280');
    await page.getByRole('button', { name: /bezahlen$/ }).click();

    await page.waitForURL(/\/de\/wowanimatedtees\/success\?session_id=/);
    await page.getByTestId('success-heading').waitFor();
    await page.getByText(text(de, 'messages.orderSaved')).first().waitFor();
    expect(plain(await page.textContent('body'))).toContain(expectedTotal);
    await shot(page, 'email-order-success-1280');
    await context.close();
  });

  it('6. staff find the order in Orders with the 5% amount in euros', async () => {
    const page = staffPage;
    const amount = formatMoney({ amountMinor: emailOrderPrice.totalMinor, currency: 'EUR' }, 'en-us');
    expect(amount).toBe('€41.65');
    await page.goto(`${baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: text(en, 'admin.dashboard.cardsLabel') })
      .getByRole('link', { name: new RegExp(`^${text(en, 'adminOrders.orders.heading')}`) })
      .click();
    await page.waitForURL(/\/en-us\/admin\/orders$/);
    const row = page.getByTestId('order-row').filter({ hasText: customerEmail });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain(amount);
    expect(rowText).toContain(text(en, 'adminOrders.discount.email-order-5'));
    expect(rowText).toContain('Premium T-Shirt');
    // Paid through the built-in test provider: marked as a test order (issue 17 point 4).
    await row.getByTestId('test-badge').waitFor();
    await shot(page, 'admin-orders-1280');

    await row.getByRole('link', { name: /^Order / }).click();
    await page.waitForURL(/\/en-us\/admin\/orders\/[^/]+$/);
    run.orderPath = new URL(page.url()).pathname;
    const order = page.getByTestId('admin-order');
    await order.getByTestId('order-amount').waitFor();
    expect(await order.getByTestId('order-amount').textContent()).toBe(amount);
    const orderText = await order.textContent();
    await order.getByTestId('order-test-note').waitFor();
    expect(orderText).toContain(text(en, 'adminOrders.discount.email-order-5'));
    expect(orderText).toContain('email-order-eur');
    expect(orderText).toContain(customerEmail);
    expect(await order.getByTestId('order-address').textContent()).toContain(payer.name);
    expect(absolute(await order.getByRole('img', { name: 'Artwork' }).first().getAttribute('src'))).toBe(
      run.artworkUrl,
    );
    // Issue 19 §4: the staff artwork is printed at print size, and the page says so (made after payment).
    await expect
      .poll(
        async () => {
          await page.reload();
          await order.getByTestId('order-amount').waitFor();
          return order.getByTestId('order-print-file').count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);
    expect(await order.getByTestId('order-artwork').textContent()).toBe(
      text(en, 'adminOrders.order.printedStaffArtwork'),
    );
    expect(await order.getByTestId('order-print-file').textContent()).toMatch(/\d{3,4} × \d{3,4} px · \d+ DPI/);
    await shot(page, 'admin-order-1280');

    // Staff see the order-link email as sent on the preview request now.
    await page.goto(`${baseUrl}/en-us/admin/preview-requests`);
    await page.getByTestId('preview-row').filter({ hasText: customerEmail }).getByTestId('order-link-yes').waitFor();

    // With SMTP_URL set nothing goes to the outbox; staff see it empty.
    await page.goto(`${baseUrl}/en-us/admin/outbox`);
    await page.getByText(text(en, 'adminEmails.outbox.empty')).waitFor();
    await shot(page, 'admin-outbox-1280');
  });

  it('7. staff find the order by its WT- number, start production and ship it with tracking (issue 19)', async () => {
    const page = staffPage;
    const orderNumber = run.orderPath.split('/').pop() ?? '';
    expect(orderNumber).toMatch(/^WT-[2-9A-HJKMNP-TV-Z]{6}$/);
    await page.goto(`${baseUrl}/en-us/admin/orders?q=${orderNumber.toLowerCase()}`);
    await page.getByTestId('order-row').filter({ hasText: orderNumber }).waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(1);

    await page.goto(`${baseUrl}${run.orderPath}`);
    const card = page.getByTestId('order-lifecycle');
    await card.getByRole('button', { name: text(en, 'adminOrders.lifecycle.actions.in_production') }).click();
    await card.getByRole('button', { name: text(en, 'adminOrders.lifecycle.confirm.in_production') }).click();
    await card.getByTestId('order-event').first().waitFor();
    await card.getByRole('button', { name: text(en, 'adminOrders.lifecycle.actions.shipped') }).click();
    await card.getByLabel(text(en, 'adminOrders.lifecycle.carrier')).fill('DHL');
    await card.getByLabel(text(en, 'adminOrders.lifecycle.trackingNumber')).fill('00340434161094042557');
    await card
      .getByLabel(text(en, 'adminOrders.lifecycle.trackingUrl'))
      .fill('https://www.dhl.de/t?n=00340434161094042557');
    await card.getByRole('button', { name: text(en, 'adminOrders.lifecycle.confirm.shipped') }).click();
    await card.getByRole('link', { name: '00340434161094042557' }).waitFor();
    expect(await card.getByTestId('order-status').textContent()).toBe(text(en, 'adminOrders.status.shipped'));
    expect(await card.getByTestId('order-event').count()).toBe(2);
    await shot(page, 'admin-order-shipped-1280');
  });

  it('shows nothing of the customer for the link with a tampered signature', async () => {
    const link = new URL(run.orderLink);
    const sig = link.searchParams.get('sig') ?? '';
    link.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(link.href);
    await page.getByTestId('email-order-not-found').waitFor();
    expect(await page.getByTestId('email-order-artwork').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain(customerEmail);
    await shot(page, 'email-order-not-found-1280');
    await context.close();
  });

  it('lays out every staff page at 390 px', async () => {
    const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const loginPage = await anonymous.newPage();
    await loginPage.goto(`${baseUrl}/de/admin`);
    await loginPage.getByTestId('admin-login-form').waitFor();
    await shot(loginPage, 'admin-login-de-390');
    await anonymous.close();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await staff.storageState(),
    });
    const page = await phone.newPage();
    const email = encodeURIComponent(customerEmail);
    // [screenshot name, path, test id that shows the page is ready]
    const pages: [string, string, string][] = [
      ['admin-dashboard', '/admin', 'admin-dashboard'],
      ['admin-preview-requests', '/en-us/admin/preview-requests', 'preview-card'],
      // Opened without a chosen record: the records list, and the images kept for the email (issue 17 §1).
      ['admin-image-admin', `/en-us/wowghiblitees/image-admin?email=${email}`, 'image-admin-record'],
      ['admin-email-sender', `/en-us/admin/email-sender?email=${email}`, 'user-check-result'],
      ['admin-email-tracking', '/en-us/admin/email-tracking', 'tracking-card'],
      ['admin-orders', '/en-us/admin/orders', 'order-card'],
      ['admin-order', run.orderPath, 'order-amount'],
      ['admin-outbox', '/en-us/admin/outbox', 'admin-staff-email'],
    ];
    for (const [name, url, ready] of pages) {
      await page.goto(`${baseUrl}${url}`);
      await page.getByTestId(ready).first().waitFor();
      if (name === 'admin-image-admin') {
        await page.getByRole('tab', { name: text(en, 'adminImages.tabs.generated') }).click();
        await page.getByTestId('image-admin-current-generated').waitFor();
      }
      // Nothing wider than the phone: no sideways scrolling on a staff page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await shot(page, `${name}-390`);
    }
    await phone.close();
  });

  it('staff revoke the emailed link in email tracking, and it then shows nothing of the customer', async () => {
    const page = staffPage;
    await page.goto(`${baseUrl}/en-us/admin/email-tracking`);
    const row = page.getByTestId('tracking-row').filter({ hasText: customerEmail });
    await row.waitFor();
    await row.getByTestId('revoke-link').click();
    await row.getByTestId('link-revoked').waitFor();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const customer = await context.newPage();
    await customer.goto(run.orderLink);
    const notValid = customer.getByTestId('email-order-expired');
    await notValid.waitFor();
    expect(await notValid.textContent()).toContain(text(de, 'emailOrder.noLongerValid.title'));
    expect(await customer.getByTestId('email-order-artwork').count()).toBe(0);
    // Revoked, not expired: nothing to renew.
    expect(await customer.getByTestId('email-order-renew').count()).toBe(0);
    expect(await customer.locator('main').textContent()).not.toContain(customerEmail);
    await shot(customer, 'email-order-revoked-1280');
    await context.close();
  });
});
