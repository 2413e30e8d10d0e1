/**
 * The request id of the work under way (issue 10): set for every HTTP request (plugins/request-id.ts)
 * and for every job run (jobs/job-queue.ts), so a job queued while serving a request carries that
 * request's id in its payload and its log lines, without every caller passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** The `X-Request-Id` of the request (or the id of the request that queued the job). */
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The request id of the current request or job, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
