import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { adminUser, emailOrderLink, signedIn, userCustomer } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import ImageAdminPage from './image-admin-page.tsx';

const route = {
  url: '/en-us/wowghiblitees/image-admin?email=ada@example.com',
  path: 'en-us/wowghiblitees/image-admin',
};
const toastSelector = { selector: '[data-sonner-toast] *' };
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ada.png', { type: 'image/png' });

describe('image admin: uploads', () => {
  it('previews the chosen image, uploads it for the email and reads the images again', async () => {
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/users': ok(adminUser({ customers: [] })),
      'POST /api/admin/users/image': () => answer.promise,
    });
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    await screen.findByTestId('image-admin-no-customer');
    await user.upload(screen.getByTestId('image-admin-file-upload'), photo());
    expect(screen.getByTestId('image-admin-preview-upload')).toBeTruthy();

    await user.click(screen.getByTestId('image-admin-upload-upload'));
    expect(await screen.findByRole('button', { name: t('adminImages.panel.uploading') })).toBeTruthy();
    api.route('GET /api/admin/users', ok(adminUser({ customers: [], uploadImageUrl: '/files/new.png' })));
    answer.resolve(ok({ imageUrl: '/files/new.png' }));

    expect(await screen.findByText(t('adminImages.messages.uploadSuccess'), toastSelector)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('image-admin-current-upload').getAttribute('src')).toBe('/files/new.png'),
    );
    expect(screen.queryByTestId('image-admin-preview-upload')).toBeNull();
    const form = api.requestsTo('POST /api/admin/users/image')[0].body as FormData;
    expect([form.get('email'), form.get('kind'), form.get('locale'), form.get('customerId')]).toEqual([
      'ada@example.com',
      'upload',
      'en-us',
      null,
    ]);
    expect((form.get('file') as File).name).toBe('ada.png');
  });

  it("shows SPEC §8 'Failed to upload generated image' when the artwork file is refused", async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/users': ok(adminUser()),
      'POST /api/admin/users/image': apiError(413, 'FILE_TOO_LARGE'),
    });
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    await screen.findByTestId('image-admin-record');
    await user.click(screen.getByTestId('image-admin-tab-generated'));
    await user.upload(await screen.findByTestId('image-admin-file-generated'), photo());
    await user.click(screen.getByTestId('image-admin-upload-generated'));
    expect(await screen.findByText(t('adminImages.messages.uploadGeneratedFailed'), toastSelector)).toBeTruthy();
    expect(await screen.findByText(t('errors.FILE_TOO_LARGE'), toastSelector)).toBeTruthy();
    // The chosen file stays, to try again.
    expect(screen.getByTestId('image-admin-preview-generated')).toBeTruthy();
  });
});

describe('image admin: email-order links', () => {
  it('generates a link for the chosen record and language, then lists it', async () => {
    const record = userCustomer();
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/users': ok(adminUser({ customers: [record] })),
      'POST /api/admin/email-order-links': ok({
        id: 'link-9',
        url: 'https://shop.test/en-us/wowghiblitees/emailorder?email=ada%40example.com&sig=abc',
        expiresAt: '2026-04-14T10:00:00.000Z',
      }),
    });
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    const [recordOption] = await screen.findAllByTestId('image-admin-record');
    expect(screen.getByText(t('adminImages.links.none'))).toBeTruthy();
    await user.click(within(recordOption).getByRole('radio'));
    api.route(
      'GET /api/admin/users',
      ok(adminUser({ customers: [record], links: [emailOrderLink({ id: 'link-9' })] })),
    );
    await user.click(screen.getByTestId('image-admin-generate-link'));

    expect((await screen.findByTestId('image-admin-link')).textContent).toContain('sig=abc');
    expect(screen.getByTestId('image-admin-test-link').getAttribute('href')).toContain('sig=abc');
    expect(await screen.findByText(t('adminImages.link.generated'), toastSelector)).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/email-order-links')[0].body).toEqual({
      email: 'ada@example.com',
      locale: 'en-us',
      customerId: record.id,
    });
    expect(await screen.findByTestId('image-admin-link-row')).toBeTruthy();
  });

  it('says why a link could not be made', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/users': ok(adminUser()),
      'POST /api/admin/email-order-links': apiError(400, 'CUSTOMER_EMAIL_MISMATCH'),
    });
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    await screen.findByTestId('image-admin-record');
    await user.click(screen.getByTestId('image-admin-generate-link'));
    expect(await screen.findByText(t('adminImages.link.failed'), toastSelector)).toBeTruthy();
    expect(screen.queryByTestId('image-admin-link')).toBeNull();
  });

  it('revokes a listed link and reads the list again', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/users': ok(adminUser({ links: [emailOrderLink()] })),
      'POST /api/admin/email-order-links/:id/revoke': ok({ id: 'link-1', revokedAt: '2026-03-15T09:00:00.000Z' }),
    });
    const { t, user } = await renderAdminPage(ImageAdminPage, route);
    const row = await screen.findByTestId('image-admin-link-row');
    api.route(
      'GET /api/admin/users',
      ok(adminUser({ links: [emailOrderLink({ status: 'revoked', revokedAt: '2026-03-15T09:00:00.000Z' })] })),
    );
    await user.click(within(row).getByTestId('revoke-link'));
    expect(await screen.findByText(t('adminImages.links.revoked'), toastSelector)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('image-admin-link-row').textContent).toContain(t('adminImages.links.status.revoked')),
    );
    expect(api.requestsTo('POST /api/admin/email-order-links/link-1/revoke')).toHaveLength(1);
  });
});
