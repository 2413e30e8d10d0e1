import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, type FakeAnswer, installFakeApi, ok } from '#client/test-support/admin-fake-api.ts';
import { previewRequest } from '#client/test-support/admin-fixtures.ts';
import { renderInRouter } from '#client/test-support/admin-render.tsx';
import { ApproveSendButton } from './approve-send-button.tsx';

const toastSelector = { selector: '[data-sonner-toast] *' };
const request = previewRequest({ readyToApprove: true });

describe("'Approve and send' of a preview request", () => {
  it('sends, busy meanwhile, then says so and lets the list reload', async () => {
    const answer = deferred<FakeAnswer>();
    const api = installFakeApi({ 'POST /api/admin/preview-requests/:customerId/send': () => answer.promise });
    const onSent = vi.fn();
    const { t, user } = await renderInRouter(<ApproveSendButton request={request} onSent={onSent} />);
    await user.click(screen.getByTestId('approve-send'));
    expect(screen.getByTestId('approve-send').textContent).toBe(t('adminOrders.previews.approving'));
    expect(screen.getByTestId('approve-send').hasAttribute('disabled')).toBe(true);

    answer.resolve(ok({ data: { id: 'email-1' } }));
    expect(
      await screen.findByText(t('adminOrders.previews.approved', { email: request.email }), toastSelector),
    ).toBeTruthy();
    expect(onSent).toHaveBeenCalledOnce();
    expect(api.requestsTo(`POST /api/admin/preview-requests/${request.customerId}/send`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('approve-send').hasAttribute('disabled')).toBe(false));
  });

  it('shows the SPEC §8 reason of a refusal and does not reload', async () => {
    installFakeApi({ 'POST /api/admin/preview-requests/:customerId/send': apiError(409, 'ARTWORK_NOT_READY') });
    const onSent = vi.fn();
    const { t, user } = await renderInRouter(<ApproveSendButton request={request} onSent={onSent} />);
    await user.click(screen.getByTestId('approve-send'));
    expect(await screen.findByText(t('adminOrders.previews.approveFailed'), toastSelector)).toBeTruthy();
    expect(await screen.findByText(t('errors.ARTWORK_NOT_READY'), toastSelector)).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByTestId('approve-send').textContent).toBe(t('adminOrders.previews.approveSend'));
  });
});
