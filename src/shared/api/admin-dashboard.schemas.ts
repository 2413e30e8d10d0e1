/**
 * `GET /api/admin/dashboard` (issue 19 §8): what staff must act on now and the last 30 days of the
 * preview-by-email loop and takings. Test orders (orders.test_mode, issue 17) are left out of every
 * count and sum. Times are ISO 8601 (UTC); amounts minor units; days `YYYY-MM-DD` (UTC).
 */
import * as z from 'zod/mini';

/** The days the funnel and the revenue charts cover, today included. */
export const dashboardWindowDays = 30;

/** One queue of work: how many wait, and since when the oldest waits (null when none). */
export const dashboardQueueSchema = z.object({ count: z.int(), oldestAt: z.nullable(z.string()) });
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;

/** The queues, in the order the dashboard shows them. */
export const dashboardQueueNames = [
  'previewRequests',
  'paidNotInProduction',
  'onHold',
  'shippedOverdue',
  'proofsAwaitingCustomer',
  'proofChangeRequests',
] as const;
export type DashboardQueueName = (typeof dashboardQueueNames)[number];

/** Days after a reminder within which an order counts as recovered by it (issue 21 §6). */
export const reminderAttributionDays = 7;

export const adminDashboardSchema = z.object({
  /** When the numbers were taken: ages are counted from it. */
  generatedAt: z.string(),
  /**
   * Preview requests with an email and no answer yet (SPEC §4: 1-3 hours), real orders `paid` and
   * not yet in production, `on_hold` (since the hold), and `shipped` more than
   * `DELIVERY_DAYS` business days ago (SPEC §1: 12; issue 21 §5) and not delivered (since shipping).
   */
  queues: z.object({
    previewRequests: dashboardQueueSchema,
    paidNotInProduction: dashboardQueueSchema,
    onHold: dashboardQueueSchema,
    shippedOverdue: dashboardQueueSchema,
    /** Issue 20 §4: proofs sent and not answered (since sent), change requests staff have not answered (since asked). */
    proofsAwaitingCustomer: dashboardQueueSchema,
    proofChangeRequests: dashboardQueueSchema,
  }),
  /** The last {@link dashboardWindowDays} days of the email loop, each step a count. */
  funnel: z.object({
    /** First day counted (UTC). */
    from: z.string(),
    /** Preview requests with an email made in the window. */
    previewRequested: z.int(),
    /** Order-link emails (the artwork) sent in the window. */
    artworkSent: z.int(),
    /** Of those emails, the ones opened at least once (tracking pixel). */
    emailOpened: z.int(),
    /** Real orders placed in the window by an address that got an order-link email before. */
    ordered: z.int(),
  }),
  /** Real orders per currency (upper-case, alphabetical), every day of the window (oldest first). */
  revenue: z.array(
    z.object({
      currency: z.string(),
      totalMinor: z.int(),
      orders: z.int(),
      days: z.array(z.object({ day: z.string(), amountMinor: z.int(), orders: z.int() })),
    }),
  ),
  /**
   * Abandoned-checkout reminders (issue 21 §6) over the window: how many went out, and the real
   * orders paid within {@link reminderAttributionDays} days after a reminder to the same customer or
   * address, per currency (upper-case, alphabetical).
   */
  recovered: z.object({
    remindersSent: z.int(),
    revenue: z.array(z.object({ currency: z.string(), totalMinor: z.int(), orders: z.int() })),
  }),
  /**
   * Artwork generations started per provider (alphabetical) and currency (upper-case), every day
   * of the window (oldest first): their cost in minor units and how many (issue 20 §2; local
   * previews cost 0).
   */
  artworkSpend: z.array(
    z.object({
      provider: z.string(),
      currency: z.string(),
      totalMinor: z.int(),
      generations: z.int(),
      days: z.array(z.object({ day: z.string(), amountMinor: z.int(), generations: z.int() })),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
