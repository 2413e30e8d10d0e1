/** HTTP routes for customer records (DESIGN.md: POST/GET/PATCH /api/customers). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context.ts';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import {
  createCustomerResponseSchema,
  customerParamsSchema,
  customerSchema,
  updateCustomerBodySchema,
} from '#shared/api/customers.schemas.ts';
import { createCustomer, getCustomer, toCustomer, updateCustomer } from './customers.service.ts';

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
      config: { rateLimit: routeLimits.readCustomer },
    },
    async (request) => toCustomer(await getCustomer(db, request.params.id)),
  );

  r.patch(
    '/api/customers/:id',
    {
      schema: { params: customerParamsSchema, body: updateCustomerBodySchema, response: { 200: customerSchema } },
      config: { rateLimit: routeLimits.updateCustomer },
    },
    async (request) => toCustomer(await updateCustomer(ctx, request.params.id, request.body)),
  );
}
