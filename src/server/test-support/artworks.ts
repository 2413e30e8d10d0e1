/**
 * Test support for artwork jobs (issue 8): API tests wait for job results by polling the API, as the
 * customize page does, instead of sleeping a fixed time.
 */
import type { FastifyInstance } from 'fastify';
import type { Artwork } from '#shared/api/artworks.schemas.ts';

/**
 * Calls `check` every `intervalMs` until it returns something other than undefined.
 * @throws Error naming `what` (and the last value seen) after `timeoutMs`.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs = 30_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `GET /api/customers/:id/artworks` (throws unless 200). */
export async function listArtworks(app: FastifyInstance, customerId: string): Promise<Artwork[]> {
  const res = await app.inject({ method: 'GET', url: `/api/customers/${customerId}/artworks` });
  if (res.statusCode !== 200) throw new Error(`Artwork list failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Polls the customer's artworks until the one with `id` is `ready` or `failed`.
 * @returns that artwork as the API shows it.
 */
export function waitForArtwork(
  app: FastifyInstance,
  customerId: string,
  id: string,
  options?: { timeoutMs?: number },
): Promise<Artwork> {
  return waitFor(
    `artwork ${id} to finish`,
    async () => {
      const artwork = (await listArtworks(app, customerId)).find((a) => a.id === id);
      return artwork && (artwork.status === 'ready' || artwork.status === 'failed') ? artwork : undefined;
    },
    options,
  );
}
