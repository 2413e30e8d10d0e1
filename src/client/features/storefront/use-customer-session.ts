/**
 * The anonymous customer of this browser (SPEC §1, §4): on first visit a customer record is created
 * and its id stored; later visits read the record back to restore the upload and email. A stored id
 * the server does not know (404) is replaced by a new customer.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { readCustomerId, writeCustomerEmail, writeCustomerId } from '#client/lib/customer-id.ts';
import { loadApi } from '#client/lib/load-api.ts';
import { toast } from '#client/lib/toast.ts';
import type { Customer } from '#shared/api/customers.schemas.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

export interface CustomerSession {
  id: string;
  /** The stored record; null for a customer created just now. */
  customer: Customer | null;
}

// One lookup per variant and page load, shared by all callers (and by StrictMode's double effects).
const sessions = new Map<StorefrontVariant, Promise<CustomerSession>>();

async function createSession(variant: StorefrontVariant): Promise<CustomerSession> {
  const { id } = await (await loadApi()).createCustomer();
  writeCustomerId(variant, id);
  return { id, customer: null };
}

/**
 * Issue 21 §6: a reminder email's link (`#resume=…`) brings the customer back to their design. Its
 * token is traded for their customer id, which is stored as this browser's; the fragment is removed
 * so a reload or a shared address does not use it again. An invalid or expired link changes nothing.
 */
async function resumeFromReminderLink(variant: StorefrontVariant): Promise<void> {
  if (typeof window === 'undefined') return;
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('resume');
  if (!token) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  try {
    const resumed = await (await loadApi()).resumeCheckoutReminder(token);
    if (resumed.variant === variant) writeCustomerId(variant, resumed.customerId);
  } catch {
    // Not (or no longer) valid: the visitor goes on as whoever this browser knows.
  }
}

async function resolveSession(variant: StorefrontVariant): Promise<CustomerSession> {
  await resumeFromReminderLink(variant);
  const stored = readCustomerId(variant);
  if (stored) {
    try {
      const customer = await (await loadApi()).getCustomer(stored);
      if (customer.email) writeCustomerEmail(customer.email);
      return { id: customer.id, customer };
    } catch (error) {
      // Unknown or malformed id: start over with a new customer; other failures are real.
      if (!isApiError(error, 'CUSTOMER_NOT_FOUND', 'VALIDATION_FAILED')) throw error;
    }
  }
  return createSession(variant);
}

/**
 * The session of `variant`, resolved once per page load. `renew` replaces the customer (after the
 * server reported it unknown). A failed attempt is forgotten so the next call retries.
 */
export function loadCustomerSession(variant: StorefrontVariant, renew = false): Promise<CustomerSession> {
  let pending = renew ? undefined : sessions.get(variant);
  if (!pending) {
    pending = renew ? createSession(variant) : resolveSession(variant);
    sessions.set(variant, pending);
    pending.catch(() => sessions.delete(variant));
  }
  return pending;
}

/**
 * Starts the customer session on mount; toasts 'There was a problem setting up your session' when
 * it fails (SPEC §8).
 * @returns the session once known (null before or after a failure), `ensureCustomerId`, which
 *   waits for (or retries) the session and resolves to the id, or null when none can be had, and
 *   `replaceCustomer` for a record the server changed (e.g. after the photo was deleted).
 */
export function useCustomerSession(variant: StorefrontVariant, t: Translator) {
  const [session, setSession] = useState<CustomerSession | null>(null);

  useEffect(() => {
    let active = true;
    loadCustomerSession(variant).then(
      (loaded) => active && setSession(loaded),
      () => active && toast.error(t('messages.sessionError')),
    );
    return () => {
      active = false;
    };
  }, [variant, t]);

  const ensureCustomerId = useCallback(
    async (renew = false): Promise<string | null> => {
      try {
        const loaded = await loadCustomerSession(variant, renew);
        setSession(loaded);
        return loaded.id;
      } catch {
        return null;
      }
    },
    [variant],
  );

  /** Keeps `customer`, as the server answered a change, as the session's record (this page load). */
  const replaceCustomer = useCallback(
    (customer: Customer) => {
      const next: CustomerSession = { id: customer.id, customer };
      sessions.set(variant, Promise.resolve(next));
      setSession(next);
    },
    [variant],
  );

  return { session, ensureCustomerId, replaceCustomer };
}
