/**
 * The customer record a staff page hands the next one (issue 17 §1): the preview-requests page opens
 * the image admin and the email sender for one request's record. It travels as navigation state,
 * never in the URL, since a customer id is the customer's credential (ADR 0006).
 */

/** The navigation state naming a record. */
export interface ChosenCustomerState {
  customerId: string;
}

/** The state to navigate with for `customerId`. */
export function chosenCustomerState(customerId: string): ChosenCustomerState {
  return { customerId };
}

/** The record named by a page's navigation state, or null. */
export function chosenCustomerFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { customerId } = state as Record<string, unknown>;
  return typeof customerId === 'string' && /^[0-9a-f-]{36}$/i.test(customerId) ? customerId : null;
}
