/**
 * Staff order page, proof card (issue 20 §4): "Regenerate" with a provider and a prompt addition
 * while the customer asks for a change; the regeneration's progress; "Send new proof" waits for it;
 * a refusal shows its translated reason. Against a fake of the HTTP API; asserts on what staff see.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { orderDetail, orderNumber, signedIn } from '#client/test-support/admin-fixtures.ts';
import { renderAdminPage } from '#client/test-support/admin-render.tsx';
import type { AdminOrderDetail } from '#shared/api/admin-orders.schemas.ts';
import type { AdminOrderProof } from '#shared/api/proofs.schemas.ts';
import OrderPage from './order-page.tsx';

const route = { url: `/en-us/admin/orders/${orderNumber}`, path: ':lang/admin/orders/:orderNumber' };
const regenerate = `POST /api/admin/orders/${orderNumber}/proof/regenerate`;

function withProof(fields: Partial<AdminOrderProof> = {}): AdminOrderDetail {
  return orderDetail({
    proof: {
      state: 'change_requested',
      changeRounds: 1,
      maxChangeRounds: 2,
      rounds: [
        {
          round: 1,
          sentAt: '2026-11-26T09:00:00.000Z',
          sentByEmail: null,
          imageUrl: 'http://localhost:3000/files/artworks/a.webp',
          emailState: 'sent',
          decision: 'change',
          note: 'A brighter sky, please',
          decidedAt: '2026-11-26T10:00:00.000Z',
          autoApproveAt: null,
        },
      ],
      canSendNewProof: true,
      nextImageUrl: 'http://localhost:3000/files/artworks/a.webp',
      regenerateProviders: ['openai', 'replicate'],
      regeneration: null,
      ...fields,
    },
  });
}

describe('staff order page: regenerate the artwork of a proof (issue 20 §4)', () => {
  it('asks the chosen provider with the prompt addition, then follows the regeneration until it is ready', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(withProof()),
      [regenerate]: () => {
        api.route(
          'GET /api/admin/orders/:ref',
          ok(
            withProof({
              regeneration: {
                provider: 'replicate',
                status: 'running',
                promptAddition: 'a brighter sky',
                fallbacks: [],
                error: null,
              },
            }),
          ),
        );
        return { status: 202, body: { artworkId: 'b1', provider: 'replicate' } };
      },
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    await user.selectOptions(await screen.findByLabelText(t('adminOrders.proof.regenerate.provider')), 'replicate');
    await user.type(screen.getByLabelText(t('adminOrders.proof.regenerate.prompt')), 'a brighter sky');
    await user.click(screen.getByRole('button', { name: t('adminOrders.proof.regenerate.submit') }));

    await waitFor(() =>
      expect(api.requestsTo(regenerate).map((r) => r.body)).toEqual([
        { provider: 'replicate', promptAddition: 'a brighter sky' },
      ]),
    );
    const status = await screen.findByTestId('proof-regeneration');
    expect(status.textContent).toBe(t('adminOrders.proof.regenerate.status.running', { provider: 'Replicate' }));
    // The next proof waits for the new artwork.
    expect(screen.getByTestId('proof-send').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('proof-regenerate-submit').hasAttribute('disabled')).toBe(true);

    // Read again on its own until the artwork is ready; then it can be sent.
    api.route(
      'GET /api/admin/orders/:ref',
      ok(
        withProof({
          nextImageUrl: 'http://localhost:3000/files/artworks/b.webp',
          regeneration: {
            provider: 'replicate',
            status: 'ready',
            promptAddition: 'a brighter sky',
            fallbacks: [],
            error: null,
          },
        }),
      ),
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('proof-regeneration').textContent).toBe(
          t('adminOrders.proof.regenerate.status.ready', { provider: 'Replicate' }),
        ),
      { timeout: 6000 },
    );
    expect(screen.getByTestId('proof-next-image').getAttribute('src')).toBe(
      'http://localhost:3000/files/artworks/b.webp',
    );
    expect(screen.getByTestId('proof-send').hasAttribute('disabled')).toBe(false);
  });

  it('says why a regeneration was refused', async () => {
    installFakeApi({
      ...signedIn(),
      'GET /api/admin/orders/:ref': ok(withProof()),
      [regenerate]: apiError(429, 'ARTWORK_LIMIT_REACHED'),
    });
    const { t, user } = await renderAdminPage(OrderPage, route);
    await user.click(await screen.findByRole('button', { name: t('adminOrders.proof.regenerate.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.ARTWORK_LIMIT_REACHED'));
  });

  it('shows no Regenerate when no provider is configured', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/admin/orders/:ref': ok(withProof({ regenerateProviders: [] })) });
    const { t } = await renderAdminPage(OrderPage, route);
    await screen.findByTestId('proof-send');
    expect(screen.queryByRole('button', { name: t('adminOrders.proof.regenerate.submit') })).toBeNull();
  });
});
