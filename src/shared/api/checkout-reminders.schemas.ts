/**
 * HTTP API schemas of the abandoned-checkout reminder's two links (issue 21 §6):
 * `POST /api/checkout-reminders/resume` trades the email's token for the customer's id (the id is a
 * bearer credential and never rides in a URL), `POST /api/checkout-reminders/unsubscribe` stops
 * every further reminder to the email's address. zod/mini: the storefront parses the answers.
 */
import * as z from 'zod/mini';
import { locales } from '../locales.ts';
import { storefrontVariants } from '../pricing.ts';

/**
 * A reminder link's token (43 base64url characters). Any short string is accepted here so that a
 * malformed token is answered like a wrong one (404 REMINDER_LINK_INVALID), not as a validation error.
 */
export const reminderTokenBodySchema = z.object({ token: z.string().check(z.maxLength(200)) });

/** The customer the reminder was for, and the storefront their checkout started on. */
export const reminderResumeResponseSchema = z.object({
  customerId: z.string(),
  locale: z.enum(locales),
  variant: z.enum(storefrontVariants),
});
export type ReminderResume = z.infer<typeof reminderResumeResponseSchema>;

export const reminderUnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
