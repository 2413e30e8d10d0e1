/**
 * What the hosted providers' webhook routes (issue 20 §1) share: the handlers the composition root
 * wires (a verified webhook only says "prediction X of provider P finished"; the artworks service
 * asks the provider itself with our own key before storing anything, so a webhook's payload is never
 * trusted), the raw-body scope the signatures need, and the replay guard.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { processedWebhookEvents } from '#server/db/schema/index.ts';
import type { HostedArtworkProvider } from '#shared/artwork.ts';

export interface PredictionWebhookHandlers {
  database: Database;
  /** A verified webhook says `provider`'s prediction `id` is finished (succeeded or not). */
  onPredictionDone(provider: HostedArtworkProvider, id: string): Promise<void>;
}

/**
 * Registers `register`'s routes in an encapsulated scope whose JSON parser keeps the body as a
 * Buffer: signatures are computed over the exact bytes the provider sent.
 */
export async function rawBodyScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    register(scope);
  });
}

/** Whether the delivery `eventId` was handled before (a replay or a provider's retry). */
export async function alreadyProcessed(database: Database, eventId: string): Promise<boolean> {
  const [seen] = await database.db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, eventId))
    .limit(1);
  return seen !== undefined;
}

/** Marks the delivery `eventId` handled; a concurrent second insert does nothing. */
export async function markProcessed(database: Database, eventId: string, type: string): Promise<void> {
  await database.db.insert(processedWebhookEvents).values({ id: eventId, type }).onConflictDoNothing();
}
