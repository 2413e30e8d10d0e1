/** The local test payment provider: its sessions and their one-time completion (SPEC §2.8, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DatabaseTarget, databaseTargets, type TestApp } from '../test-support/test-app.ts';
import { checkoutInput } from './local-checkout/local-checkout.fixtures.ts';
import { LocalPaymentProvider } from './local-provider.ts';

describe.each(databaseTargets())('local payment provider on %s', (target: DatabaseTarget) => {
  let t: TestApp;
  let provider: LocalPaymentProvider;

  beforeAll(async () => {
    t = await buildTestApp(target);
    provider = t.app.ctx.payments as LocalPaymentProvider;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the active provider by default', () => {
    expect(provider).toBeInstanceOf(LocalPaymentProvider);
    expect(provider.name).toBe('local');
  });

  it('creates an open, unpaid session with an absolute /pay URL', async () => {
    const input = checkoutInput();
    const { id, url } = await provider.createCheckoutSession(input);
    expect(id).toMatch(/^cs_test_local_[a-z0-9]+$/);
    expect(url).toBe(`http://localhost:3000/pay/${id}`);
    expect(await provider.retrieveCheckoutSession(id)).toEqual({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotalMinor: 4999,
      currency: 'USD',
      metadata: input.metadata,
      customerEmail: 'jane@example.com',
      shippingAddress: null,
    });
    expect(await provider.retrieveCheckoutSession('cs_test_local_unknown')).toBeNull();
  });

  it('returns the same session for the same idempotency key, also when requests race', async () => {
    const input = checkoutInput();
    const results = await Promise.all([1, 2, 3].map(() => provider.createCheckoutSession(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await provider.createCheckoutSession(input)).toEqual(results[0]);
    const other = await provider.createCheckoutSession(checkoutInput());
    expect(other.id).not.toBe(results[0].id);
  });

  it('completes a session once, also when completions race', async () => {
    const { id } = await provider.createCheckoutSession(checkoutInput());
    const details = {
      email: 'a@example.com',
      shippingAddress: {
        name: 'Jane Doe',
        line1: '1 Main Street',
        line2: null,
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    };
    const results = await Promise.all([provider.completeSession(id, details), provider.completeSession(id, details)]);
    expect(results.filter((r) => r.paid)).toHaveLength(1);
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      customerEmail: 'a@example.com',
    });
    expect(await provider.completeSession('cs_test_local_unknown', details)).toEqual({ paid: false, session: null });
  });
});
