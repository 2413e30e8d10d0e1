/**
 * Issue 22 §2: the email order page asks for its link's artwork as soon as its module runs (before
 * hydration), and the first render takes that answer instead of asking again. Its own file: the
 * module must be imported after the page's address is set.
 */
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { renderHookAt } from '#client/test-support/storefront.tsx';

const server = serveFakeApi();
const link = '/de/wowanimatedtees/emailorder?email=ada%40example.com&sig=abc123';

it('sends one request when the module loads, and the hook shows its answer', async () => {
  server.on('GET', '/api/email-orders', () =>
    ok({
      imageUrl: '/files/uploads/a.jpg',
      generatedImageUrl: null,
      artworkProvider: null,
      locale: 'de',
      printDpi: 300,
    }),
  );
  window.history.replaceState(null, '', link);
  const { useEmailOrder } = await import('./use-email-order.ts');
  expect(server.sent('GET', '/api/email-orders').map((request) => request.query.get('sig'))).toEqual(['abc123']);

  const { result } = await renderHookAt(link, useEmailOrder);
  await waitFor(() => expect(result.current.state.status).toBe('ready'));
  expect(result.current.state).toMatchObject({ artworkUrl: '/files/uploads/a.jpg' });
  expect(server.sent('GET', '/api/email-orders')).toHaveLength(1);
});
