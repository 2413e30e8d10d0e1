import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { adminUser, signedIn, userCustomer } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import ImageAdminPage from './image-admin-page.tsx';

const route = { url: '/en-us/wowghiblitees/image-admin', path: 'en-us/wowghiblitees/image-admin' };

describe('image admin: looking an email up', () => {
  it('checks the email of the URL at once, then shows its records and says images were found', async () => {
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/users': () => answer.promise });
    const { t, user } = await renderAdminPage(ImageAdminPage, { ...route, url: `${route.url}?email=ada@example.com` });
    expect(await screen.findByRole('button', { name: t('adminImages.lookup.checking') })).toBeTruthy();
    answer.resolve(
      ok(
        adminUser({
          uploadImageUrl: '/files/email-photo.jpg',
          customers: [userCustomer({ imageUrl: '/files/ada-photo.jpg' })],
        }),
      ),
    );

    const status = await screen.findByTestId('image-admin-status');
    expect(status.textContent).toBe(t('adminImages.lookup.found'));
    expect(status.dataset.tone).toBe('success');
    const records = screen.getAllByTestId('image-admin-record');
    expect(records).toHaveLength(1);
    // Nothing named: the email's own images, until staff choose the record.
    expect(screen.getByTestId('image-admin-current-upload').getAttribute('src')).toBe('/files/email-photo.jpg');
    await user.click(within(records[0]).getByRole('radio'));
    expect(screen.getByTestId('image-admin-current-upload').getAttribute('src')).toBe('/files/ada-photo.jpg');
    // SPEC §8: the outcome is also a toast.
    expect(await screen.findByText(t('adminImages.lookup.found'), { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(api.requestsTo('GET /api/admin/users')[0].query.get('email')).toBe('ada@example.com');
  });

  it('asks for an email when the field is empty, without asking the server', async () => {
    const api = installFakeApi(signedIn());
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    await user.click(await screen.findByTestId('image-admin-check'));
    const status = await screen.findByTestId('image-admin-status');
    expect(status.textContent).toBe(t('adminImages.lookup.emailRequired'));
    expect(screen.getByTestId('image-admin-email').getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo('GET /api/admin/users')).toHaveLength(0);
  });

  it('says when the shop knows nothing of the email', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/users': apiError(404, 'USER_NOT_FOUND') });
    const { t, user, location } = await renderAdminPage(ImageAdminPage, route);
    await user.type(await screen.findByTestId('image-admin-email'), 'new@example.com');
    await user.click(screen.getByTestId('image-admin-check'));
    const status = await screen.findByTestId('image-admin-status');
    expect(status.textContent).toBe(t('adminImages.lookup.notFound'));
    expect(screen.getByTestId('image-admin-no-customer')).toBeTruthy();
    expect(location()).toBe('/en-us/wowghiblitees/image-admin?email=new%40example.com');
  });

  it('shows a failed check with its SPEC §8 reason, and checks again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/users': apiError(429, 'RATE_LIMITED') });
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    await user.type(await screen.findByTestId('image-admin-email'), 'ada@example.com');
    await user.click(screen.getByTestId('image-admin-check'));
    expect((await screen.findByTestId('image-admin-status')).textContent).toBe(
      `${t('adminImages.lookup.failed')}: ${t('errors.RATE_LIMITED')}`,
    );
    api.route('GET /api/admin/users', ok(adminUser()));
    await user.click(screen.getByTestId('image-admin-check'));
    expect(await screen.findByTestId('image-admin-record')).toBeTruthy();
    expect(screen.getByTestId('image-admin-status').textContent).toBe(t('adminImages.lookup.notFound'));
  });

  it('forgets the answer when the email changes', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/users': ok(adminUser()) });
    const { user } = await renderAdminPage(ImageAdminPage, { ...route, url: `${route.url}?email=ada@example.com` });
    await screen.findByTestId('image-admin-record');
    await user.type(screen.getByTestId('image-admin-email'), 'x');
    expect(screen.queryByTestId('image-admin-record')).toBeNull();
    expect(within(screen.getByTestId('image-admin')).queryByTestId('image-admin-status')).toBeNull();
  });
});
