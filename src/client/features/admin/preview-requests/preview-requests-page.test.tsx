import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { previewRequest, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import PreviewRequestsPage from './preview-requests-page.tsx';

const route = { url: '/en-us/admin/preview-requests', path: ':lang/admin/preview-requests' };
const page = (requests = [previewRequest()], total = requests.length) => ok({ requests, total, page: 0, pageSize: 25 });

describe('staff Preview requests page', () => {
  it('shows skeletons while loading, then the requests with their actions', async () => {
    const answer = deferred<FakeAnswer>();
    installFakeApi({ ...signedIn(), 'GET /api/admin/preview-requests': () => answer.promise });
    const { t } = await renderAdminPage(PreviewRequestsPage, route);
    expect(await screen.findByTestId('admin-list-skeleton')).toBeTruthy();
    answer.resolve(page());
    expect((await screen.findByTestId('previews-count')).textContent).toBe(
      t('adminOrders.previews.count', { total: 1 }),
    );
    const links = screen.getAllByTestId('upload-artwork');
    expect(links[0].getAttribute('href')).toContain('image-admin');
    expect(links[0].getAttribute('href')).toContain('grace%40example.com');
    expect(screen.queryByTestId('approve-send')).toBeNull();
  });

  it('shows the empty state', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/preview-requests': page([]) });
    const { t } = await renderAdminPage(PreviewRequestsPage, route);
    expect((await screen.findByTestId('previews-empty')).textContent).toContain(t('adminOrders.previews.empty'));
  });

  it('shows the error with the SPEC §8 reason and loads again on Try again', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/preview-requests': apiError(401, 'UNAUTHORIZED') });
    const { t, user } = await renderAdminPage(PreviewRequestsPage, route);
    const error = await screen.findByTestId('admin-list-error');
    expect(error.textContent).toContain(t('adminOrders.previews.loadFailed'));
    expect(error.textContent).toContain(t('errors.UNAUTHORIZED'));
    api.route('GET /api/admin/preview-requests', page());
    await user.click(within(error).getByRole('button', { name: t('adminOrders.common.retry') }));
    expect(await screen.findByTestId('previews-count')).toBeTruthy();
  });

  it('approves a ready artwork and reads the list again', async () => {
    const ready = previewRequest({ readyToApprove: true, artworkUrl: '/files/art.png' });
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/preview-requests': page([ready]),
      'POST /api/admin/preview-requests/:customerId/send': ok({ data: { id: 'email-1' } }),
    });
    const { user } = await renderAdminPage(PreviewRequestsPage, route);
    const [button] = await screen.findAllByTestId('approve-send');
    await user.click(button);
    await waitFor(() => expect(api.requestsTo('GET /api/admin/preview-requests')).toHaveLength(2));
    expect(api.requestsTo(`POST /api/admin/preview-requests/${ready.customerId}/send`)).toHaveLength(1);
  });

  it('searches by email after typing stops, the search in the URL', async () => {
    const api = installFakeApi({ ...signedIn(), 'GET /api/admin/preview-requests': page() });
    const { t, user, location } = await renderAdminPage(PreviewRequestsPage, route);
    await screen.findByTestId('previews-count');
    await user.type(screen.getByRole('searchbox', { name: t('adminOrders.common.searchLabel') }), 'grace');
    await waitFor(() => expect(location()).toBe('/en-us/admin/preview-requests?q=grace'));
    await waitFor(() => expect(api.requestsTo('GET /api/admin/preview-requests').at(-1)?.query.get('q')).toBe('grace'));
  });
});
