/**
 * Issue 23 item 10: the preview promise follows the configuration, and staff hear of a preview
 * request that waited an hour. Through the real API and the outbox: a customer asks for a preview,
 * confirms the address from the acknowledgement, and an hour later every active staff account gets
 * one alert naming it; the emails say "1-3 hours", or "minutes" when previews are made by a hosted
 * provider and sent automatically.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { customers, staffUsers } from '#server/db/schema/index.ts';
import { queueNames } from '#server/ports/job-queue.ts';
import { waitUntilIdle } from '#server/test-support/app-idle.ts';
import { customerWithPhoto } from '#server/test-support/customer-with-photo.ts';
import { confirmEmail } from '#server/test-support/email-ownership.ts';
import { loginAsStaff } from '#server/test-support/staff-login.ts';
import { buildTestApp, databaseTargets, type TestApp } from '#server/test-support/test-app.ts';
import { emailCatalogues, previewProcessingHours } from '#shared/i18n/email-catalogues.ts';
import { interpolate } from '#shared/i18n/server-catalogues.ts';
import { alertWaitingPreviewRequests, previewAlertAfterMinutes } from './preview-alerts.service.ts';

const en = emailCatalogues['en-us'];
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The outbox's messages to `to`, newest first, with their text and HTML. */
async function mailsTo(t: TestApp, to: string) {
  const outbox = t.app.ctx.mailer.outbox;
  if (!outbox) throw new Error('The test app has no outbox');
  const list = (await outbox.list()).filter((message) => message.to.toLowerCase().includes(to.toLowerCase()));
  return Promise.all(list.map(async (message) => (await outbox.read(message.id)) ?? Promise.reject()));
}

let lastAddress = 0;
/** Asks for a preview by email as the customize page does; `confirm` opens the link of the acknowledgement. */
async function requestPreview(t: TestApp, email: string, options: { confirm: boolean }) {
  const customer = await customerWithPhoto(t.app);
  const asked = await t.app.inject({
    method: 'PATCH',
    url: `/api/customers/${customer.id}`,
    payload: { email, previewRequested: true, locale: 'en-us' },
    remoteAddress: `198.51.100.${++lastAddress}`,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  await waitUntilIdle(t.app);
  const [ack] = await mailsTo(t, email);
  expect(ack?.subject).toBe(en.previewConfirm.subject);
  if (options.confirm) {
    const link = /href="([^"]*\/verify-email#t=[^"]+)"/.exec(ack?.html ?? '')?.[1] ?? '';
    const confirmed = await confirmEmail(t.app, link.replaceAll('&amp;', '&'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return { customerId: customer.id, ack };
}

describe.each(databaseTargets())('preview requests waiting an hour on %s (issue 23 item 10)', (target) => {
  let t: TestApp;
  let staff: string[];

  beforeAll(async () => {
    t = await buildTestApp(target);
    staff = [(await loginAsStaff(t.app)).email, (await loginAsStaff(t.app, { role: 'owner' })).email];
    // A disabled account hears nothing.
    const disabled = await loginAsStaff(t.app);
    await t.app.ctx.database.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.email, disabled.email));
    staff.push(`!${disabled.email}`);
  });
  afterAll(async () => t?.close());

  it('promises SPEC’s 1-3 hours when staff make or send the preview', async () => {
    const { ack } = await requestPreview(t, `hours.${Date.now()}@example.com`, { confirm: false });
    expect(ack?.text).toContain(interpolate(en.previewConfirm.eta, { hours: previewProcessingHours }));
    expect(ack?.text).not.toContain(en.previewConfirm.etaMinutes);
  });

  it('is scheduled as a cron job', async () => {
    expect(await t.app.ctx.jobs.schedules()).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: queueNames.previewStaffAlert })]),
    );
  });

  it('emails every active staff account once about a confirmed request that waited an hour', async () => {
    const email = `waiting.${Date.now()}@example.com`;
    const unconfirmed = `unconfirmed.${Date.now()}@example.com`;
    const { customerId } = await requestPreview(t, email, { confirm: true });
    await requestPreview(t, unconfirmed, { confirm: false });
    const [active1, active2, disabled] = staff as [string, string, string];

    // Not yet: 50 minutes.
    expect(await alertWaitingPreviewRequests(t.app.ctx, minutesFromNow(50))).toEqual({ requests: 0, emails: 0 });
    expect(await mailsTo(t, active1)).toEqual([]);

    // Over an hour, twice at once (two instances): one alert per staff account.
    const later = minutesFromNow(previewAlertAfterMinutes + 5);
    const runs = await Promise.all([
      alertWaitingPreviewRequests(t.app.ctx, later),
      alertWaitingPreviewRequests(t.app.ctx, later),
    ]);
    expect(runs.map((run) => run.requests).sort()).toEqual([0, 1]);
    for (const to of [active1, active2]) {
      const mails = await mailsTo(t, to);
      expect(mails.map((mail) => mail.subject)).toEqual([interpolate(en.staffPreviewAlert.subject, { count: 1 })]);
      expect(mails[0]?.text).toContain(email);
      expect(mails[0]?.text).not.toContain(unconfirmed);
      expect(mails[0]?.html).toContain(`${t.config.publicUrl}/admin/preview-requests`);
    }
    expect(await mailsTo(t, disabled.slice(1))).toEqual([]);

    // Once per request: a later run reports nothing again.
    expect(await alertWaitingPreviewRequests(t.app.ctx, minutesFromNow(180))).toEqual({ requests: 0, emails: 0 });
    expect(await mailsTo(t, active1)).toHaveLength(1);
    const [row] = await t.app.ctx.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.previewAlertedAt).toBeInstanceOf(Date);
  });

  it('does not report a request that was answered', async () => {
    const email = `answered.${Date.now()}@example.com`;
    const { customerId } = await requestPreview(t, email, { confirm: true });
    await t.app.ctx.database.db
      .update(customers)
      .set({ previewSentAt: new Date() })
      .where(eq(customers.id, customerId));
    expect(await alertWaitingPreviewRequests(t.app.ctx, minutesFromNow(90))).toEqual({ requests: 0, emails: 0 });
  });
});

describe('with previews made by a hosted provider and sent automatically', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { previewTiming: 'minutes' });
  });
  afterAll(async () => t?.close());

  it('is what PREVIEW_AUTO_SEND with a hosted provider for every style configures', () => {
    const base = { DATA_DIR: '/tmp/wowtees-config-only', OPENAI_API_KEY: 'sk-test' };
    expect(loadConfig({ ...base, PREVIEW_AUTO_SEND: 'true', STYLIZER: 'openai' }).previewTiming).toBe('minutes');
    expect(loadConfig({ ...base, PREVIEW_AUTO_SEND: 'true' }).previewTiming).toBe('hours');
    expect(loadConfig({ ...base, STYLIZER: 'openai' }).previewTiming).toBe('hours');
  });

  it('promises the preview within minutes, in the confirmation and the acknowledgement', async () => {
    const { ack } = await requestPreview(t, `minutes.${Date.now()}@example.com`, { confirm: false });
    expect(ack?.text).toContain(en.previewConfirm.etaMinutes);
    expect(ack?.text).not.toContain(interpolate(en.previewConfirm.eta, { hours: previewProcessingHours }));

    // An address the record proved before it asked gets the acknowledgement with the photo.
    const email = `proven.${Date.now()}@example.com`;
    const customer = await customerWithPhoto(t.app);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/customers/${customer.id}`, payload, remoteAddress: '198.51.100.200' });
    expect((await patch({ email })).statusCode).toBe(200);
    await t.app.ctx.database.db
      .update(customers)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(customers.id, customer.id));
    const asked = await patch({ previewRequested: true, locale: 'en-us' });
    expect(asked.statusCode, asked.body).toBe(200);
    await waitUntilIdle(t.app);
    const acks = (await mailsTo(t, email)).filter((mail) => mail.subject === en.previewAck.subject);
    expect(acks[0]?.text).toContain(en.previewAck.etaMinutes);
  });
});
