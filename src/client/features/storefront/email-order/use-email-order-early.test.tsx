/**
 * Issue 22 §2: the email order page asks for its link's artwork before hydration, from its early
 * module in the head (src/client/early/email-order-early.ts) or else as soon as the page's module
 * runs, and the first render takes that answer instead of asking again. Its own file: the modules
 * must be imported after the page's address is set.
 */
import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { emailOrderArtworkImageId } from '#client/early/email-order-artwork-image.ts';
import { ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { renderHookAt } from '#client/test-support/storefront.tsx';

const server = serveFakeApi();
const link = '/de/wowanimatedtees/emailorder?email=ada%40example.com&sig=abc123';

const answer = {
  imageUrl: '/files/uploads/a.jpg',
  generatedImageUrl: null,
  artworkProvider: null,
  locale: 'de',
  printDpi: 300,
};

it('sends one request when the module loads, and the hook shows its answer', async () => {
  server.on('GET', '/api/email-orders', () => ok(answer));
  window.history.replaceState(null, '', link);
  const { useEmailOrder } = await import('./use-email-order.ts');
  expect(server.sent('GET', '/api/email-orders').map((request) => request.query.get('sig'))).toEqual(['abc123']);

  const { result } = await renderHookAt(link, useEmailOrder);
  await waitFor(() => expect(result.current.state.status).toBe('ready'));
  expect(result.current.state).toMatchObject({ artworkUrl: '/files/uploads/a.jpg' });
  expect(server.sent('GET', '/api/email-orders')).toHaveLength(1);
});

it('takes the request the early module started in the head, and shows the artwork it names before the page renders', async () => {
  vi.resetModules();
  server.on('GET', '/api/email-orders', () => ok({ ...answer, generatedImageUrl: '/files/artwork/g.webp' }));
  window.history.replaceState(null, '', link);
  // The prerendered page's empty artwork image (email-order-page.tsx).
  const image = Object.assign(document.createElement('img'), { id: emailOrderArtworkImageId });
  // A prerendered language link: it has no query until the page hydrates.
  const french = Object.assign(document.createElement('a'), { href: '/fr/wowanimatedtees/emailorder' });
  french.dataset.languageLink = 'fr';
  document.body.append(image, french);
  await import('#client/early/email-order-early.ts');
  expect(server.sent('GET', '/api/email-orders')).toHaveLength(1);
  await waitFor(() => expect(image.getAttribute('src')).toBe('/files/artwork/g.webp'));
  // A switch of language before hydration keeps the signed link (issue 23 point 9).
  expect(new URL(french.href).search).toBe('?email=ada%40example.com&sig=abc123');
  image.remove();
  french.remove();

  const { useEmailOrder } = await import('./use-email-order.ts');
  const { result } = await renderHookAt(link, useEmailOrder);
  await waitFor(() => expect(result.current.state.status).toBe('ready'));
  expect(result.current.state).toMatchObject({ artworkUrl: '/files/artwork/g.webp' });
  expect(server.sent('GET', '/api/email-orders')).toHaveLength(1);
});
