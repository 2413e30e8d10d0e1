/** 'Delete your photo?' (issue 17 point 6): confirm or cancel; while deleting, both wait. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import { DeletePhotoDialog } from './delete-photo-dialog.tsx';

const page = '/de/wowanimatedtees/customize';

describe('DeletePhotoDialog', () => {
  it('asks in the page language and confirms', async () => {
    const onConfirm = vi.fn();
    await renderAt(
      page,
      <DeletePhotoDialog t={messagesOf('de')} open onOpenChange={() => {}} onConfirm={onConfirm} deleting={false} />,
    );
    const de = messagesOf('de');
    expect(screen.getByTestId('delete-photo-dialog').textContent).toContain(de('customize.deletePhoto.title'));
    await userEvent.click(screen.getByTestId('delete-photo-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels without deleting', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await renderAt(
      page,
      <DeletePhotoDialog
        t={messagesOf('de')}
        open
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        deleting={false}
      />,
    );
    await userEvent.click(screen.getByTestId('delete-photo-cancel'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the deletion under way and lets nothing be clicked meanwhile', async () => {
    await renderAt(
      page,
      <DeletePhotoDialog t={messagesOf('de')} open onOpenChange={() => {}} onConfirm={() => {}} deleting />,
    );
    const confirm = screen.getByTestId('delete-photo-confirm') as HTMLButtonElement;
    expect(confirm.textContent).toContain(messagesOf('de')('customize.deletePhoto.deleting'));
    expect(confirm.disabled).toBe(true);
    expect((screen.getByTestId('delete-photo-cancel') as HTMLButtonElement).disabled).toBe(true);
  });
});
