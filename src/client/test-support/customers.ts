/** Customer records as the API answers them (SPEC §3 users), for client unit tests. */
import type { Customer } from '#shared/api/customers.schemas.ts';

/** A fixed customer id (a UUID, as the server hands out). */
export const customerId = '0b7f3c1e-4a52-4d8e-9a61-2f0c9e7d1a11';

/** A stored customer record: no email, no photo unless given. */
export function customer(fields: Partial<Customer> = {}): Customer {
  return {
    id: customerId,
    email: null,
    imageUrl: null,
    generatedImageUrl: null,
    locale: null,
    previewRequested: false,
    ...fields,
  };
}
