/**
 * The customer's proof (issue 20 §4; DESIGN.md "HTTP API, next capabilities"):
 * - `GET /api/proofs/:token`: the newest proof of the order the private link opens;
 * - `POST /api/proofs/:token` `{decision:'approve'|'change', note?}`: the customer's answer, and the
 *   proof as it is after it; 409 PROOF_ALREADY_DECIDED / PROOF_ROUNDS_EXHAUSTED.
 * Any link that does not open a proof answers 404 PROOF_LINK_INVALID. The token is masked in
 * request logs (logging.ts `maskUrl`); answers are private and send no Referer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { proofDecisionBodySchema, proofSchema, proofTokenParamsSchema } from '#shared/api/proofs.schemas.ts';
import { decideProof, proofView } from './proofs.service.ts';

export function registerProofRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/proofs/:token',
    {
      schema: { params: proofTokenParamsSchema, response: { 200: proofSchema } },
      config: { rateLimit: routeLimits.proof },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return proofView(ctx, request.params.token);
    },
  );

  r.post(
    '/api/proofs/:token',
    {
      schema: { params: proofTokenParamsSchema, body: proofDecisionBodySchema, response: { 200: proofSchema } },
      config: { rateLimit: routeLimits.proof },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return decideProof(ctx, request.params.token, request.body);
    },
  );
}
