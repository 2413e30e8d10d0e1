import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { outboxDetail, outboxMessage, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import OutboxPage from './outbox-page.tsx';

const route = { url: '/en-us/admin/outbox', path: ':lang/admin/outbox' };
const older = outboxMessage({ id: 'm0.eml', to: 'grace@example.com', subject: 'Your preview' });

describe('staff Outbox page', () => {
  it('shows placeholders while loading, then the messages, and opens the one chosen', async () => {
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/outbox': () => answer.promise,
      'GET /api/admin/outbox/:id': (request) =>
        ok(request.params.id === older.id ? outboxDetail({ ...older, text: 'Grace, here it is.' }) : outboxDetail()),
    });
    const { t, user, location } = await renderAdminPage(OutboxPage, { ...route, url: `${route.url}?id=m1.eml` });
    expect(await screen.findByText(t('adminEmails.outbox.loading'))).toBeTruthy();
    answer.resolve(ok({ messages: [outboxMessage(), older] }));

    const items = await screen.findAllByTestId('outbox-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ada@example.com'),
      expect.stringContaining('grace@example.com'),
    ]);
    expect(items[0].getAttribute('aria-current')).toBe('true');
    expect((await screen.findByTestId('outbox-reader-to')).textContent).toBe('ada@example.com');
    // The HTML part in a sandbox without scripts or same-origin access.
    const frame = screen.getByTestId('outbox-html-frame');
    expect(frame.getAttribute('src')).toBe('/api/admin/outbox/m1.eml/html');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');

    await user.click(items[1]);
    expect(location()).toBe('/en-us/admin/outbox?id=m0.eml');
    await waitFor(() => expect(screen.getByTestId('outbox-reader-to').textContent).toBe('grace@example.com'));
    await user.click(screen.getByTestId('outbox-text-tab'));
    expect((await screen.findByTestId('outbox-text')).textContent).toBe('Grace, here it is.');
    expect(api.requestsTo('GET /api/admin/outbox/m0.eml')).toHaveLength(1);
  });

  it('shows the empty outbox with a way to the email sender', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/outbox': ok({ messages: [] }) });
    const { t } = await renderAdminPage(OutboxPage, route);
    const empty = await screen.findByTestId('outbox-empty');
    expect(empty.textContent).toContain(t('adminEmails.outbox.empty'));
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/en-us/admin/email-sender');
  });

  it('shows the error with its reason and loads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/outbox': apiError(500, 'INTERNAL') });
    const { t, user } = await renderAdminPage(OutboxPage, route);
    const error = await screen.findByTestId('outbox-error');
    expect(error.textContent).toContain(t('adminEmails.outbox.loadFailed'));
    expect(error.textContent).toContain(t('errors.INTERNAL'));
    api.route('GET /api/admin/outbox', ok({ messages: [] }));
    await user.click(within(error).getByRole('button', { name: t('adminEmails.retry') }));
    expect(await screen.findByTestId('outbox-empty')).toBeTruthy();
  });

  it('says when one message cannot be read, and reads it again on Try again', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/outbox': ok({ messages: [outboxMessage()] }),
      'GET /api/admin/outbox/:id': apiError(404, 'OUTBOX_MESSAGE_NOT_FOUND'),
    });
    const { t, user } = await renderAdminPage(OutboxPage, { ...route, url: `${route.url}?id=m1.eml` });
    const reader = await screen.findByTestId('outbox-reader');
    const alert = await within(reader).findByRole('alert');
    expect(alert.textContent).toContain(t('adminEmails.outbox.messageFailed'));
    expect(alert.textContent).toContain(t('errors.OUTBOX_MESSAGE_NOT_FOUND'));
    api.route('GET /api/admin/outbox/:id', ok(outboxDetail()));
    await user.click(within(alert).getByRole('button', { name: t('adminEmails.retry') }));
    expect((await screen.findByTestId('outbox-reader-to')).textContent).toBe('ada@example.com');
  });
});
