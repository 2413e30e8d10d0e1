/**
 * The abandoned-checkout reminder's links (issue 21 §6), the token in the body (never in a URL):
 * - `POST /api/checkout-reminders/resume` `{token}`: the customer the "back to my design" link opens;
 * - `POST /api/checkout-reminders/unsubscribe` `{token}`: no further reminder to that address.
 * Any token that opens nothing answers 404 REMINDER_LINK_INVALID. Answers are private.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeLimits } from '#server/plugins/rate-limits.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import {
  reminderResumeResponseSchema,
  reminderTokenBodySchema,
  reminderUnsubscribeResponseSchema,
} from '#shared/api/checkout-reminders.schemas.ts';
import { resumeFromReminder, unsubscribeFromReminders } from './checkout-reminders.service.ts';

export function registerCheckoutReminderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/checkout-reminders/resume',
    {
      schema: { body: reminderTokenBodySchema, response: { 200: reminderResumeResponseSchema } },
      config: { rateLimit: routeLimits.proof },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return resumeFromReminder(ctx, request.body.token);
    },
  );

  r.post(
    '/api/checkout-reminders/unsubscribe',
    {
      schema: { body: reminderTokenBodySchema, response: { 200: reminderUnsubscribeResponseSchema } },
      config: { rateLimit: routeLimits.proof },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await unsubscribeFromReminders(ctx, request.body.token);
      return { unsubscribed: true as const };
    },
  );
}
