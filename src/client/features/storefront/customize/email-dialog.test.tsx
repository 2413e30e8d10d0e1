/** The preview email dialog (SPEC §2.5, §4, §5): 'Send Preview' only for a valid address; the message once left invalid. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import { EmailDialog } from './email-dialog.tsx';

const page = '/en-us/wowanimatedtees/customize';

describe('EmailDialog', () => {
  it('starts with the stored address and sends it', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderAt(
      page,
      <EmailDialog
        t={messagesOf('en-us')}
        open
        onOpenChange={() => {}}
        defaultEmail="ada@example.com"
        onSubmit={onSubmit}
      />,
    );
    const send = screen.getByTestId('send-preview') as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
  });

  it('keeps Send off for an invalid address and says why once the field is left', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderAt(
      page,
      <EmailDialog t={messagesOf('en-us')} open onOpenChange={() => {}} defaultEmail="" onSubmit={onSubmit} />,
    );
    const input = screen.getByTestId('email-input');
    await userEvent.type(input, 'ada@');
    await userEvent.tab();
    expect((screen.getByTestId('send-preview') as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');

    await userEvent.type(input, 'example.com');
    await waitFor(() => expect((screen.getByTestId('send-preview') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    await renderAt(
      page,
      <EmailDialog
        t={messagesOf('en-us')}
        open
        onOpenChange={onOpenChange}
        defaultEmail=""
        onSubmit={async () => {}}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('promises 1-3 hours, or minutes when previews are made and sent automatically (issue 23 item 10)', async () => {
    const t = messagesOf('de');
    const dialog = (timing?: 'minutes' | 'hours') => (
      <EmailDialog t={t} open onOpenChange={() => {}} defaultEmail="" onSubmit={async () => {}} timing={timing} />
    );
    const { unmount } = await renderAt('/de/wowanimatedtees/customize', dialog());
    expect(screen.getByText(t('customize.emailDialog.description'))).toBeTruthy();
    unmount();
    await renderAt('/de/wowanimatedtees/customize', dialog('minutes'));
    expect(screen.getByText(t('customize.emailDialog.descriptionMinutes'))).toBeTruthy();
    expect(screen.queryByText(/1–3/)).toBeNull();
  });
});
