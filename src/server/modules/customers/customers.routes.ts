/**
 * HTTP routes for customer records (DESIGN.md: POST/GET/PATCH /api/customers) and the proof of their
 * email (issue 17 §1): `POST /api/email-verifications` `{token}` -> `{email}`; 404
 * EMAIL_VERIFICATION_INVALID for a token that is unknown, expired, used or of an email the record no
 * longer has.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastResponseSerializer } from '#server/plugins/fast-response-serializer.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  createCustomerResponseSchema,
  customerParamsSchema,
  customerSchema,
  emailVerificationBodySchema,
  emailVerificationResponseSchema,
  updateCustomerBodySchema,
} from '#shared/api/customers.schemas.ts';
import { createCustomer, getCustomerView, toCustomer } from '../customer-records/customer-records.service.ts';
import { updateCustomer } from './customers.service.ts';
import { confirmEmailOwnership } from './email-verification.service.ts';

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.post(
    '/api/customers',
    {
      schema: { response: { 201: createCustomerResponseSchema } },
      config: { rateLimit: routeLimits.createCustomer },
    },
    async (_request, reply) => {
      const id = await createCustomer(db);
      return reply.status(201).send({ id });
    },
  );

  r.get(
    '/api/customers/:id',
    {
      schema: { params: customerParamsSchema, response: { 200: customerSchema } },
      // Written by fast-json-stringify from the same schema: the answer is made by toCustomer().
      serializerCompiler: fastResponseSerializer,
      config: { rateLimit: routeLimits.readCustomer },
    },
    // One prepared statement, no other work (issue 22 §4).
    async (request) => getCustomerView(ctx.database, request.params.id),
  );

  r.patch(
    '/api/customers/:id',
    {
      schema: { params: customerParamsSchema, body: updateCustomerBodySchema, response: { 200: customerSchema } },
      config: { rateLimit: routeLimits.updateCustomer },
    },
    async (request) => toCustomer(await updateCustomer(ctx, request.params.id, request.body, request.ip)),
  );

  r.post(
    '/api/email-verifications',
    {
      schema: { body: emailVerificationBodySchema, response: { 200: emailVerificationResponseSchema } },
      config: { rateLimit: routeLimits.emailVerification },
    },
    async (request) => confirmEmailOwnership(ctx, request.body.token),
  );
}
