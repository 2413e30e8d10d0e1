/** The email order page's link states (SPEC §2.10, issue 17 §5) against a fake of GET /api/email-orders. */
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { renderHookAt } from '#client/test-support/storefront.tsx';
import { useEmailOrder } from './use-email-order.ts';

const server = serveFakeApi();
const page = '/en-us/wowanimatedtees/emailorder';
const link = `${page}?email=ada%40example.com&sig=abc123`;
const artwork = {
  imageUrl: '/files/uploads/a.jpg',
  generatedImageUrl: '/files/artwork/a.png',
  artworkProvider: 'local',
  locale: 'en-us',
  printDpi: 300,
};

beforeEach(() => sessionStorage.clear());

describe('useEmailOrder', () => {
  it('is loading until the artwork arrives, then ready with the generated artwork; the link is kept for the tab', async () => {
    const answer = deferred();
    server.on('GET', '/api/email-orders', () => answer.reply);
    const { result } = await renderHookAt(link, useEmailOrder);
    expect(result.current.state.status).toBe('loading');

    answer.release(ok(artwork));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state).toMatchObject({
      link: { email: 'ada@example.com', sig: 'abc123' },
      artworkUrl: '/files/artwork/a.png',
    });
    const [request] = server.sent('GET', '/api/email-orders');
    expect(request?.query.get('email')).toBe('ada@example.com');
    expect(JSON.parse(sessionStorage.getItem('emailOrderLink') ?? 'null')).toEqual({
      email: 'ada@example.com',
      sig: 'abc123',
    });
  });

  it('shows the upload when there is no artwork yet, and not-found (empty) when there is neither', async () => {
    server.on('GET', '/api/email-orders', ok({ ...artwork, generatedImageUrl: null, artworkProvider: null }));
    const first = await renderHookAt(link, useEmailOrder);
    await waitFor(() =>
      expect(first.result.current.state).toMatchObject({ status: 'ready', artworkUrl: '/files/uploads/a.jpg' }),
    );
    first.unmount();

    server.on(
      'GET',
      '/api/email-orders',
      ok({ imageUrl: null, generatedImageUrl: null, artworkProvider: null, locale: null, printDpi: null }),
    );
    const { result } = await renderHookAt(link, useEmailOrder);
    await waitFor(() => expect(result.current.state.status).toBe('notFound'));
  });

  it('is not-found without a link or with an incomplete one, and asks nothing', async () => {
    const bare = await renderHookAt(page, useEmailOrder);
    await waitFor(() => expect(bare.result.current.state.status).toBe('notFound'));
    bare.unmount();
    const noSig = await renderHookAt(`${page}?email=ada%40example.com`, useEmailOrder);
    await waitFor(() => expect(noSig.result.current.state.status).toBe('notFound'));
    expect(server.requests).toHaveLength(0);
  });

  it('tells an expired link (renewable) from a revoked one, and an unknown one is not-found', async () => {
    server.on('GET', '/api/email-orders', apiError(410, 'EMAIL_ORDER_LINK_EXPIRED'));
    const expired = await renderHookAt(link, useEmailOrder);
    await waitFor(() =>
      expect(expired.result.current.state).toMatchObject({ status: 'noLongerValid', renewable: true }),
    );
    expired.unmount();

    server.on('GET', '/api/email-orders', apiError(410, 'EMAIL_ORDER_LINK_REVOKED'));
    const revoked = await renderHookAt(link, useEmailOrder);
    await waitFor(() =>
      expect(revoked.result.current.state).toMatchObject({ status: 'noLongerValid', renewable: false }),
    );
    revoked.unmount();

    server.on('GET', '/api/email-orders', apiError(404, 'EMAIL_ORDER_NOT_FOUND'));
    const unknown = await renderHookAt(link, useEmailOrder);
    await waitFor(() => expect(unknown.result.current.state.status).toBe('notFound'));
  });

  it('fails on network trouble and loads again on retry', async () => {
    server.on('GET', '/api/email-orders', 'network-down');
    const { result } = await renderHookAt(link, useEmailOrder);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));

    server.on('GET', '/api/email-orders', ok(artwork));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(server.sent('GET', '/api/email-orders')).toHaveLength(2);
  });

  it('reads the link this tab saw last when the query has none (the checkout cancel link)', async () => {
    sessionStorage.setItem('emailOrderLink', JSON.stringify({ email: 'ada@example.com', sig: 'abc123' }));
    server.on('GET', '/api/email-orders', ok(artwork));
    const { result } = await renderHookAt(page, useEmailOrder);
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });
});
