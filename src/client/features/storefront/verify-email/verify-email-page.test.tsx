/** The email verification page as a visitor sees it (issue 17 §1), against a fake HTTP API. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { apiError, deferred, ok, serveFakeApi } from '#client/test-support/http/fake-api.ts';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const server = serveFakeApi();
const de = messagesOf('de');
const page = '/de/wowanimatedtees/verify-email';
const token = 'b'.repeat(43);

describe('VerifyEmailPage', () => {
  it('shows verifying, then that the address is confirmed', async () => {
    const answer = deferred();
    server.on('POST', '/api/email-verifications', () => answer.reply);
    await renderAt(`${page}#t=${token}`, <VerifyEmailPage />);
    expect(screen.getByRole('heading', { name: de('verifyEmail.verifying') })).toBeTruthy();
    answer.release(ok({ email: 'ada@example.com' }));
    expect(await screen.findByRole('heading', { name: de('verifyEmail.verified.title') })).toBeTruthy();
    expect(screen.getByTestId('verify-email-verified').textContent).toContain('ada@example.com');
  });

  it('explains an invalid link', async () => {
    server.on('POST', '/api/email-verifications', apiError(404, 'EMAIL_VERIFICATION_INVALID'));
    await renderAt(`${page}#t=${token}`, <VerifyEmailPage />);
    expect(await screen.findByRole('heading', { name: de('verifyEmail.invalid.title') })).toBeTruthy();
    expect(screen.getByText(de('verifyEmail.invalid.body'))).toBeTruthy();
  });

  it('offers to try again when the shop is not answering, and confirms on retry', async () => {
    server.on('POST', '/api/email-verifications', 'network-down');
    await renderAt(`${page}#t=${token}`, <VerifyEmailPage />);
    const retry = await screen.findByRole('button', { name: de('verifyEmail.failed.retry') });
    expect(screen.getByText(de('verifyEmail.failed.body'))).toBeTruthy();
    server.on('POST', '/api/email-verifications', ok({ email: 'ada@example.com' }));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: de('verifyEmail.verified.title') })).toBeTruthy();
  });
});
