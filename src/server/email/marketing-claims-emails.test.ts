/**
 * The emails' marketing claims come from configuration (issue 21 §5): free shipping, the dispatch,
 * delivery and return days as configured, in the email's language, and never a rating (SPEC's
 * "4.8/5" is not a default anywhere). The order-link email goes through the real app (staff send it,
 * the outbox keeps it); the confirmation and delivered emails are rendered as their services do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { defaultEmailSubjects } from '#shared/email-subjects.ts';
import type { Locale } from '#shared/locales.ts';
import { renderOrderConfirmationEmail, renderOrderUpdateEmail } from './templates/render-email.ts';

/** A shop with every claim configured, and a rating in German only. */
const configured = loadConfig({
  RATING_TEXT: '{"de":"4,6/5 aus 312 Bewertungen"}',
  FREE_SHIPPING: 'off',
  DELIVERY_DAYS: '15',
  DISPATCH_DAYS: '3-6',
  RETURN_DAYS: '45',
}).claims;
const spec = loadConfig({}).claims;
/** Anything that reads as a star rating, in any of the four languages. */
const ratingLike = /\d[.,]\d\s*\/\s*5|4[.,]8|2[.,\u00a0 ]?000|312 Bewertungen/;

describe.each(databaseTargets())('order-link email claims on %s', (target) => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  /** Staff send an order-link email in `locale`; @returns its plain text from the outbox. */
  async function orderLinkText(t: TestApp, locale: Locale): Promise<string> {
    const staff = await loginAsStaff(t.app);
    const to = `claims.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/emails',
      headers: staff.headers,
      payload: { to, subject: defaultEmailSubjects[locale], locale },
    });
    expect(res.statusCode, res.body).toBe(200);
    const outbox = t.app.ctx.mailer.outbox;
    if (!outbox) throw new Error('the test app writes mail to the outbox');
    const [message] = (await outbox.list()).filter((m) => m.to.includes(to));
    const content = await outbox.read(message?.id ?? '');
    return `${content?.text ?? ''}\n${content?.html ?? ''}`;
  }

  let shop: TestApp;
  let configuredShop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp(target);
    configuredShop = await buildTestApp(target, { claims: configured });
    apps.push(shop, configuredShop);
  });

  it("keeps SPEC's wording without configuration, and names no rating", async () => {
    const text = await orderLinkText(shop, 'de');
    expect(text).toContain('Kostenloser Versand und 30 Tage Geld-zurück-Garantie.');
    expect(text).not.toMatch(ratingLike);
  });

  it('states the configured return days, without free shipping, and still no rating', async () => {
    const de = await orderLinkText(configuredShop, 'de');
    expect(de).toContain('45 Tage Geld-zurück-Garantie.');
    expect(de).not.toContain('Kostenloser Versand');
    expect(de).not.toMatch(ratingLike);
    const es = await orderLinkText(configuredShop, 'es');
    expect(es).toContain('Garantía de reembolso de 45 días.');
    expect(es).not.toMatch(/Envío gratis/);
  });
});

describe('confirmation and delivered emails (issue 21 §5)', () => {
  const order = {
    orderNumber: 'WT-ABC234',
    productType: 'tshirt',
    size: 'm',
    color: 'black',
    amountTotalMinor: 3999,
    currency: 'EUR',
    designImageUrl: null,
    supportEmail: 'support@wowtees.shop',
  } as const;

  it('says when the order ships and arrives, in days from configuration, in the order’s language', async () => {
    const configuredMail = await renderOrderConfirmationEmail({ ...order, locale: 'fr', claims: configured });
    expect(configuredMail.text).toContain('sous 3 à 6 jours ouvrés');
    expect(configuredMail.text).toContain('sous 15 jours ouvrés au plus');
    expect(configuredMail.text).not.toContain('livraison est gratuite');
    expect(configuredMail.text).not.toMatch(/\{\{|\}\}/);
    const specMail = await renderOrderConfirmationEmail({ ...order, locale: 'en-us', claims: spec });
    expect(specMail.text).toContain('ship it within 5-7 business days');
    expect(specMail.text).toContain('arrives within 12 business days');
    expect(specMail.text).toContain('shipping is free');
    for (const mail of [configuredMail, specMail]) expect(mail.text).not.toMatch(ratingLike);
  });

  it('gives the configured return window when the order is delivered', async () => {
    const delivered = {
      orderNumber: 'WT-ABC234',
      update: { kind: 'delivered' },
      statusUrl: 'https://shop.test/s',
    } as const;
    const de = await renderOrderUpdateEmail({
      ...delivered,
      locale: 'de',
      supportEmail: 'a@b.test',
      claims: configured,
    });
    expect(de.text).toContain('innerhalb von 45 Tagen nach der Zustellung');
    const en = await renderOrderUpdateEmail({ ...delivered, locale: 'en-us', supportEmail: 'a@b.test', claims: spec });
    expect(en.text).toContain('within 30 days of delivery');
  });
});
