/** Confirming an email from its link's fragment (issue 17 §1) against a fake of POST /api/email-verifications. */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { renderHookAt } from '#client/test-support/storefront.tsx';
import { tokenFromHash, useEmailVerification } from './use-email-verification.ts';

const server = serveFakeApi();
const token = 'a'.repeat(43);
const page = '/en-us/wowanimatedtees/verify-email';

describe('tokenFromHash', () => {
  it('reads a well-formed token only', () => {
    expect(tokenFromHash(`#t=${token}`)).toBe(token);
    expect(tokenFromHash('#t=short')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});

describe('useEmailVerification', () => {
  it('is verifying while the server checks, then verified with the address; the token leaves the address bar', async () => {
    const answer = deferred();
    server.on('POST', '/api/email-verifications', () => answer.reply);
    const { result } = await renderHookAt(`${page}#t=${token}`, useEmailVerification);
    expect(result.current.state.status).toBe('verifying');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(page));

    answer.release(ok({ email: 'ada@example.com' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'verified', email: 'ada@example.com' }));
    expect(server.sent('POST', '/api/email-verifications').map((r) => r.body)).toEqual([{ token }]);
  });

  it('is invalid without a token (nothing sent) and for a token the server refuses', async () => {
    const none = await renderHookAt(page, useEmailVerification);
    await waitFor(() => expect(none.result.current.state.status).toBe('invalid'));
    expect(server.requests).toHaveLength(0);
    none.unmount();

    server.on('POST', '/api/email-verifications', apiError(404, 'EMAIL_VERIFICATION_INVALID'));
    const refused = await renderHookAt(`${page}#t=${token}`, useEmailVerification);
    await waitFor(() => expect(refused.result.current.state.status).toBe('invalid'));
  });

  it('fails on server trouble and sends the same token again on retry', async () => {
    server.on('POST', '/api/email-verifications', apiError(503, 'SERVICE_BUSY'));
    const { result } = await renderHookAt(`${page}#t=${token}`, useEmailVerification);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));

    server.on('POST', '/api/email-verifications', ok({ email: 'ada@example.com' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('verified'));
    expect(server.sent('POST', '/api/email-verifications').map((r) => r.body)).toEqual([{ token }, { token }]);
  });
});
