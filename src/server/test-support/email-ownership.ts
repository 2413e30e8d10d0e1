/**
 * Test support for email ownership (issue 17 §1, §5): the staff calls of the image admin and the
 * links a customer finds in its mails, made through the real API as the admin pages and a mail
 * program would.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { LocalPaymentProvider } from '#server/payments/local-provider.ts';
import { customerIdHeader } from '#shared/api/customers.schemas.ts';
import { multipartBody } from './multipart.ts';
import type { StaffLogin } from './staff-login.ts';
import { fixturePhoto } from './test-app.ts';

/** Staff calls of the image admin and email sender, as the logged-in `staff`. */
export function staffClient(app: FastifyInstance, staff: StaffLogin) {
  return {
    /** `POST /api/admin/users/image` with a fixture file; `customerId` is the record staff chose. */
    async upload(fields: { email: string; locale: string; kind: string; customerId?: string }, fixture = 'coffee.png') {
      const contentType = fixture.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
      const form = multipartBody(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), {
        field: 'file',
        filename: fixture,
        contentType,
        body: await readFile(fixturePhoto(fixture)),
      });
      return app.inject({
        method: 'POST',
        url: '/api/admin/users/image',
        payload: form.payload,
        headers: { ...staff.headers, ...form.headers },
      });
    },
    /** `GET /api/admin/users?email=`. */
    lookUp: (email: string) =>
      app.inject({ method: 'GET', url: `/api/admin/users?${new URLSearchParams({ email })}`, headers: staff.headers }),
    /** `POST /api/admin/email-order-links`. */
    makeLink: (body: { email: string; locale: string; customerId?: string }) =>
      app.inject({ method: 'POST', url: '/api/admin/email-order-links', payload: body, headers: staff.headers }),
    /** `POST /api/admin/email-order-links/:id/revoke`. */
    revokeLink: (id: string) =>
      app.inject({ method: 'POST', url: `/api/admin/email-order-links/${id}/revoke`, headers: staff.headers }),
    /** `POST /api/admin/emails`. */
    sendEmail: (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/emails', payload: body, headers: staff.headers }),
  };
}

/** The email and `sig` of an email-order link (absolute URL or path with query). */
export function linkParts(url: string): { email: string; sig: string } {
  const parsed = new URL(url, 'http://localhost');
  return { email: parsed.searchParams.get('email') ?? '', sig: parsed.searchParams.get('sig') ?? '' };
}

/** `GET /api/email-orders?email=&sig=` of a link. */
export function openEmailOrder(app: FastifyInstance, link: { email: string; sig: string }) {
  return app.inject({ method: 'GET', url: `/api/email-orders?${new URLSearchParams(link)}` });
}

/** Every `href` of a mail's HTML part. */
function hrefs(mail: ParsedMail): string[] {
  return [...(mail.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

/** The email-verification link of a mail (`…/verify-email#t=…`), or null when it has none. */
export function verificationLinkIn(mail: ParsedMail): string | null {
  return hrefs(mail).find((href) => href.includes('/verify-email#t=')) ?? null;
}

/** The email-order link of a mail (`…/emailorder?email=…&sig=…`), or null when it has none. */
export function orderLinkIn(mail: ParsedMail): string | null {
  return hrefs(mail).find((href) => href.includes('/emailorder?')) ?? null;
}

/** The `src` of every image in a mail's HTML part. */
export function imageSources(mail: ParsedMail): string[] {
  return [...(mail.html || '').matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

/**
 * Opens a verification link as the verify page does: the token from the fragment is POSTed to
 * `POST /api/email-verifications`.
 */
export function confirmEmail(app: FastifyInstance, verificationLink: string) {
  const token = new URL(verificationLink).hash.replace(/^#t=/, '');
  return app.inject({ method: 'POST', url: '/api/email-verifications', payload: { token } });
}

/** SPEC §9 email order, EUR: t-shirt 31.65 (5% off 33.32) + fee 10 = 41.65. */
export function emailOrderCheckout(customerId: string, link: { email: string; sig: string }) {
  return {
    productType: 'tshirt',
    size: 'm',
    color: 'white',
    price: '41.65',
    customerId,
    email: link.email,
    emailOrderSignature: link.sig,
    fromEmailOrder: true,
    discountApplied: true,
    currency: 'eur',
    locale: 'de',
  };
}

/**
 * Checks out an email order with `link` for `customerId`, pays it on the test provider and confirms
 * it as the success page does. @returns the order's storage key and URL of the printed image.
 */
export async function payEmailOrder(app: FastifyInstance, customerId: string, link: { email: string; sig: string }) {
  const res = await app.inject({ method: 'POST', url: '/api/checkout', payload: emailOrderCheckout(customerId, link) });
  if (res.statusCode !== 200) throw new Error(`Checkout failed: ${res.statusCode} ${res.body}`);
  const sessionId = decodeURIComponent(new URL(res.json().url).pathname.split('/').pop() ?? '');
  await (app.ctx.payments as LocalPaymentProvider).completeSession(sessionId, {
    email: link.email,
    shippingAddress: {
      name: 'Anna Schmidt',
      line1: 'Hauptstraße 5',
      line2: null,
      city: 'Berlin',
      state: null,
      postalCode: '10115',
      country: 'DE',
    },
  });
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/orders/confirm',
    payload: { sessionId },
    headers: { [customerIdHeader]: customerId },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json().order as { imageUrl: string };
}

/**
 * The verification link of the newest mail to `to` in the outbox folder (the mailer without
 * `SMTP_URL`), waiting up to `timeoutMs` for it to be written.
 * @throws Error when none arrives.
 */
export async function verificationLinkFromOutbox(app: FastifyInstance, to: string, timeoutMs = 5000): Promise<string> {
  const outbox = app.ctx.mailer.outbox;
  if (!outbox) throw new Error('The mailer has no outbox (SMTP_URL is set)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const message of await outbox.list()) {
      if (message.to.toLowerCase() !== to.toLowerCase()) continue;
      const html = (await outbox.read(message.id))?.html ?? '';
      const link = html.match(/href="([^"]*\/verify-email#t=[^"]+)"/)?.[1];
      if (link) return link.replaceAll('&amp;', '&');
    }
    if (Date.now() > deadline) throw new Error(`No verification mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
