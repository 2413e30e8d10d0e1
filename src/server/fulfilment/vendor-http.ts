/**
 * JSON over HTTP for the fulfilment adapters: every call with a deadline (AbortSignal.timeout), the
 * vendor's error message kept for staff, credentials only in headers (never in a message or log).
 */
import { FulfilmentProviderError } from './fulfilment-provider.ts';

/** A vendor answer: status and parsed JSON body (null when empty or not JSON). */
export interface VendorResponse {
  status: number;
  body: unknown;
}

/**
 * Sends one request and reads its JSON answer, whatever the status.
 * @throws FulfilmentProviderError (status null) on a timeout or a lost connection.
 */
export async function vendorRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; timeoutMs: number; vendor: string },
): Promise<VendorResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new FulfilmentProviderError(
      timedOut
        ? `${init.vendor} did not answer within ${init.timeoutMs / 1000} s`
        : `${init.vendor} could not be reached`,
      null,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, body };
}

/** A short, single-line version of a vendor message (staff notes, the on-hold reason). */
export function vendorMessage(value: unknown, fallback: string): string {
  const text = typeof value === 'string' && value.trim() ? value.trim() : fallback;
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
