/**
 * The api client's answers (DESIGN.md "HTTP API", SPEC §8): parsed bodies, the server's error codes,
 * and the client's own NETWORK_ERROR / UNEXPECTED_RESPONSE, against a fake of the HTTP API.
 */
import { describe, expect, it } from 'vitest';
import { apiError, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { ApiError, api, isApiError } from './api-client.ts';

const server = serveFakeApi();
const id = '0b7f3c1e-4a52-4d8e-9a61-2f0c9e7d1a11';

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('returns the parsed answer and sends JSON', async () => {
    server.on('PATCH', `/api/customers/${id}`, (request) =>
      ok({
        id,
        email: (request.body as { email: string }).email,
        imageUrl: null,
        generatedImageUrl: null,
        locale: 'de',
        previewRequested: false,
      }),
    );
    const customer = await api.updateCustomer(id, { email: 'ada@example.com' });
    expect(customer.email).toBe('ada@example.com');
    const [request] = server.requests;
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it("fails with the server's code and status", async () => {
    server.on('GET', `/api/customers/${id}`, apiError(404, 'CUSTOMER_NOT_FOUND', 'No such customer'));
    const error = await failure(api.getCustomer(id));
    expect(error).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', status: 404, message: 'No such customer' });
    expect(isApiError(error, 'CUSTOMER_NOT_FOUND')).toBe(true);
    expect(isApiError(error, 'RATE_LIMITED')).toBe(false);
  });

  it('turns an unknown code into UNEXPECTED_RESPONSE, and a bare 5xx into INTERNAL', async () => {
    server.on('POST', '/api/customers', apiError(400, 'SOMETHING_NEWER'));
    expect((await failure(api.createCustomer())).code).toBe('UNEXPECTED_RESPONSE');
    server.on('POST', '/api/customers', { status: 502 });
    expect(await failure(api.createCustomer())).toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('fails with NETWORK_ERROR when no answer comes, and UNEXPECTED_RESPONSE for a wrong shape', async () => {
    server.on('POST', '/api/customers', 'network-down');
    expect(await failure(api.createCustomer())).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    server.on('POST', '/api/customers', ok({ id: 'not-a-uuid' }));
    expect((await failure(api.createCustomer())).code).toBe('UNEXPECTED_RESPONSE');
  });

  it("sends the customer's own id with an order confirmation only when there is one", async () => {
    server.on('POST', '/api/orders/confirm', apiError(404, 'CHECKOUT_SESSION_NOT_FOUND'));
    await failure(api.confirmOrder('cs_1', id));
    await failure(api.confirmOrder('cs_1', null));
    expect(server.requests.map((r) => r.headers.get('x-customer-id'))).toEqual([id, null]);
  });
});
