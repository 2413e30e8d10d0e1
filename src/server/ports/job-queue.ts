/**
 * The job queue as services see it (issue 18 §1): the queue names, each job's data and the
 * `JobQueue` interface. Services enqueue through `ctx.jobs` and never import `jobs/`; the pg-boss
 * implementation (`jobs/job-queue.ts`) and the handlers are wired by the composition root.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Db } from '#server/db/client.ts';

/** The queues of the shop. */
export const queueNames = {
  /** Makes one artwork with the instant preview (data {@link RenderJobData}). */
  render: 'artwork.render',
  /**
   * Makes one artwork with a hosted provider (data {@link RenderJobData}; issue 20 §1): its own
   * queue and workers, so minutes of waiting for a provider never hold up an instant preview.
   */
  renderHosted: 'artwork.render-hosted',
  /** Render jobs that failed every attempt (also by timeout or a dead process): the artwork is marked failed. */
  renderDead: 'artwork.render.dead',
  /** Makes the print file of a paid order (data {@link PrintFileJobData}). */
  printFile: 'artwork.print-file',
  /** Sends the confirmation email of a paid order (data {@link OrderConfirmationEmailJobData}; issue 11). */
  orderConfirmationEmail: 'order.confirmation-email',
  /** The retention purge, on a cron schedule (no data; issue 17 point 6, jobs/retention-purge.job.ts). */
  retentionPurge: 'privacy.retention-purge',
  /**
   * Emails the customer about one status change of their order (data {@link OrderEventEmailJobData};
   * issue 19 §6). Queued by the order lifecycle in the transaction that writes the event, with the
   * event id as job id, so each transition queues one email.
   */
  orderEventEmail: 'order.event-email',
  /** Emails the customer about one refund (data {@link RefundEmailJobData}; issue 19 §5, §6). */
  refundEmail: 'order.refund-email',
  /**
   * Sends a paid order to the fulfilment provider (data {@link FulfilmentSubmitJobData}; issue 19 §3):
   * queued when its print file is written (FULFILMENT_AUTO_SUBMIT, job id = order id) or by staff.
   */
  fulfilmentSubmit: 'fulfilment.submit',
  /** Reconciles every open provider order with its provider, on a cron schedule (no data). */
  fulfilmentPoll: 'fulfilment.poll',
  /**
   * Emails an order's private status link to the address it was ordered with (data
   * {@link OrderStatusLinkEmailJobData}; issue 19 §7): queued by the order lookup, so its answer
   * takes the same time whether or not the pair matched.
   */
  orderStatusLinkEmail: 'order.status-link-email',
  /**
   * Asks the payment provider again, with each refund's own idempotency key, about refunds left
   * `pending` by a crash or a provider that did not answer (cron, no data; issue 19 §5,
   * jobs/refund-resume.job.ts).
   */
  refundResume: 'order.refund-resume',
  /**
   * Emails one proof round to the customer (data {@link ProofEmailJobData}; issue 20 §4), queued in
   * the transaction that writes the round, with the round's id as job id.
   */
  proofEmail: 'order.proof-email',
  /** Approves proofs nobody answered within PROOF_AUTO_APPROVE_DAYS (cron, no data; issue 20 §4). */
  proofAutoApprove: 'order.proof-auto-approve',
  /**
   * Emails staff the preview requests that waited over an hour without a preview (cron, no data;
   * issue 23 item 10, jobs/preview-alert.job.ts).
   */
  previewStaffAlert: 'preview.staff-alert',
  /**
   * Emails the abandoned-checkout reminders that are due (cron, no data; issue 21 §6,
   * jobs/checkout-reminder.job.ts).
   */
  checkoutReminder: 'checkout.reminder',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

/** What every job's data may carry: the id of the request that queued it (see the file comment). */
export interface JobTrace {
  requestId?: string;
}
export interface RenderJobData extends JobTrace {
  artworkId: string;
}
export interface PrintFileJobData extends JobTrace {
  orderId: string;
}
export interface OrderConfirmationEmailJobData extends JobTrace {
  orderId: string;
}
export interface OrderEventEmailJobData extends JobTrace {
  /** The `order_events` row whose change the email tells. */
  eventId: string;
}
export interface RefundEmailJobData extends JobTrace {
  /** The refund record the email tells about. */
  refundId: string;
}

export interface FulfilmentSubmitJobData extends JobTrace {
  orderId: string;
}
export interface OrderStatusLinkEmailJobData extends JobTrace {
  orderId: string;
}
export interface ProofEmailJobData extends JobTrace {
  /** The `order_proofs` round the email shows. */
  proofId: string;
}

/** An app transaction (`db.transaction(async (tx) => …)`): a job sent on it is queued when it commits. */
export type JobTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A job handler: gets one job (with its attempt count and limit) and a logger bound to the job's
 * queue, id and request id; throwing fails the attempt.
 */
export type JobHandler<T> = (job: JobWithMetadata<T>, log: FastifyBaseLogger) => Promise<void>;

export interface JobQueue {
  /**
   * Queues a job. `id` (a UUID) makes it idempotent: a second send with the same id while pg-boss
   * keeps the first changes nothing. `tx`: queued in that transaction, so the job exists exactly
   * when what the transaction wrote does (rolled back with it).
   * @returns the job id, or null when a job with that id exists.
   */
  send(queue: QueueName, data: object, options?: { id?: string; tx?: JobTransaction }): Promise<string | null>;
  /**
   * Sends a job to `queue` on the cron expression `cron` (UTC), from whichever instance's timer
   * fires first: pg-boss files one job per occurrence, however many instances run. Scheduling again
   * replaces the expression.
   */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** The schedules pg-boss keeps (tests and staff tools). */
  schedules(): Promise<Array<{ queue: string; cron: string }>>;
  /** Runs `handler` for jobs of `queue`, at most `concurrency` at once in this process. */
  work<T>(queue: QueueName, concurrency: number, handler: JobHandler<T>): Promise<void>;
  /** The jobs of a queue (tests and staff tools). */
  find<T>(queue: QueueName, options?: { id?: string }): Promise<JobWithMetadata<T>[]>;
  /** Resolves when the queue is started and its database answers (readiness checks); rejects otherwise. */
  check(): Promise<void>;
  /** Stops the workers (running jobs get `stopTimeoutMs`, then are failed and retried later). */
  stop(): Promise<void>;
}
