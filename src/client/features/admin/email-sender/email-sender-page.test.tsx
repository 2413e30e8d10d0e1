import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { adminUser, signedIn, userCustomer } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import EmailSenderPage from './email-sender-page.tsx';

const route = { url: '/en-us/admin/email-sender', path: ':lang/admin/email-sender' };
const customer = userCustomer({ generatedImageUrl: '/files/ada-art.png' });

describe('staff Email sender page', () => {
  it('checks the email of the URL at once and shows what the email will carry', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/users': () => answer.promise });
    const { t } = await renderAdminPage(EmailSenderPage, { ...route, url: `${route.url}?email=ada@example.com` });
    expect(await screen.findByRole('button', { name: t('adminEmails.sender.checking') })).toBeTruthy();
    answer.resolve(ok(adminUser({ customers: [customer] })));
    expect((await screen.findByTestId('user-check-result')).textContent).toBe(t('adminEmails.sender.userFound'));
    expect(screen.getByText(t('adminEmails.sender.imageArtwork'))).toBeTruthy();
  });

  it('says when the shop does not know the email, and when the check failed', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/users': apiError(404, 'USER_NOT_FOUND') });
    const { t, user } = await renderAdminPage(EmailSenderPage, route);
    const form = await screen.findByTestId('email-sender-form');
    await user.type(within(form).getByLabelText(new RegExp(t('adminEmails.sender.email'))), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: t('adminEmails.sender.check') }));
    expect((await screen.findByTestId('user-check-result')).textContent).toBe(t('adminEmails.sender.userNotFound'));
    expect(api.requestsTo('GET /api/admin/users')[0].query.get('email')).toBe('new@example.com');

    api.route('GET /api/admin/users', apiError(500, 'INTERNAL'));
    await user.click(within(form).getByRole('button', { name: t('adminEmails.sender.check') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('adminEmails.sender.checkFailed'));
  });

  it('refuses to send without the required fields', async () => {
    const api = installFakeApi(signedIn());
    const { t, user } = await renderAdminPage(EmailSenderPage, route);
    const form = await screen.findByTestId('email-sender-form');
    await user.click(within(form).getByRole('button', { name: t('adminEmails.sender.send') }));
    expect((await screen.findByTestId('email-sender-error')).textContent).toBe(t('adminEmails.sender.requiredFields'));
    expect(api.requestsTo('POST /api/admin/emails')).toHaveLength(0);
  });

  it('sends the email with the chosen record, then shows the banner and an empty form', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/users': ok(adminUser({ customers: [customer] })),
      'POST /api/admin/emails': ok({ data: { id: 'email-1' } }),
    });
    const { t, user, location } = await renderAdminPage(EmailSenderPage, {
      ...route,
      url: `${route.url}?email=ada@example.com`,
    });
    await screen.findByTestId('user-check-result');
    const form = screen.getByTestId('email-sender-form');
    await user.type(within(form).getByLabelText(new RegExp(t('adminEmails.sender.name'))), 'Ada');
    await user.click(within(form).getByRole('button', { name: t('adminEmails.sender.send') }));

    const banner = await screen.findByTestId('email-sent-banner');
    expect(banner.textContent).toContain(t('adminEmails.sender.sentTo', { email: 'ada@example.com' }));
    const [request] = api.requestsTo('POST /api/admin/emails');
    expect(request.body).toMatchObject({
      to: 'ada@example.com',
      name: 'Ada',
      locale: 'en-us',
      customerId: customer.id,
    });
    expect((within(form).getByLabelText(new RegExp(t('adminEmails.sender.email'))) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(location()).toBe('/en-us/admin/email-sender'));
  });

  it("shows SPEC §8 'Failed to send email' with the mail server's words", async () => {
    installFakeApi({
      ...signedIn(),
      'POST /api/admin/emails': apiError(502, 'EMAIL_SEND_FAILED', '550 mailbox unavailable'),
    });
    const { t, user } = await renderAdminPage(EmailSenderPage, route);
    const form = await screen.findByTestId('email-sender-form');
    await user.type(within(form).getByLabelText(new RegExp(t('adminEmails.sender.email'))), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: t('adminEmails.sender.send') }));
    expect((await screen.findByTestId('email-sender-error')).textContent).toBe(
      t('adminEmails.sender.sendFailed', { message: '550 mailbox unavailable' }),
    );
    expect(screen.queryByTestId('email-sent-banner')).toBeNull();
  });
});
