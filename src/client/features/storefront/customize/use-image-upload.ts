/**
 * Upload flow of SPEC §4: no image → image selected (local preview at once) → uploaded. The file is
 * sent right away when a customer id exists; without one the upload is refused with 'Unable to
 * upload image at this time'. Also restores a previous upload's URL.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Translator } from '#client/i18n/i18n.ts';
import { api, isApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';

export type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed';

export interface ImageUploadState {
  status: UploadStatus;
  /** What to show: a local object URL of the chosen file, or the restored upload's URL. */
  previewUrl: string | null;
  fileName: string | null;
  /** The stored upload's public URL; set only after a successful (or restored) upload. */
  imageUrl: string | null;
  /** Whether the preview is a previous visit's upload rather than a file chosen now. */
  restored: boolean;
}

const initialState: ImageUploadState = {
  status: 'idle',
  previewUrl: null,
  fileName: null,
  imageUrl: null,
  restored: false,
};

/**
 * @param ensureCustomerId resolves to the customer id (null: none available); `renew` asks for a
 *   new customer after the server reported the current one unknown.
 */
export function useImageUpload(ensureCustomerId: (renew?: boolean) => Promise<string | null>, t: Translator) {
  const [state, setState] = useState<ImageUploadState>(initialState);
  // Each selection gets a number, so a slow answer for an older file cannot win over a newer one.
  const selection = useRef(0);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  /** Shows a previous visit's upload, unless a file has been chosen meanwhile. */
  const restore = useCallback((imageUrl: string) => {
    setState((current) =>
      current.status === 'idle'
        ? { status: 'uploaded', previewUrl: imageUrl, fileName: null, imageUrl, restored: true }
        : current,
    );
  }, []);

  /** Previews `file` at once and uploads it. */
  const selectFile = useCallback(
    async (file: File) => {
      if (file.type && !file.type.startsWith('image/')) {
        toast.error(t('messages.uploadFailed'), { description: t('errors.NOT_AN_IMAGE') });
        return;
      }
      const current = ++selection.current;
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = URL.createObjectURL(file);
      setState({
        status: 'uploading',
        previewUrl: objectUrl.current,
        fileName: file.name,
        imageUrl: null,
        restored: false,
      });

      const settle = (patch: Partial<ImageUploadState>) => {
        if (current === selection.current) setState((prev) => ({ ...prev, ...patch }));
      };

      let customerId = await ensureCustomerId();
      if (!customerId) {
        settle({ status: 'failed' });
        toast.error(t('messages.uploadUnavailable'));
        return;
      }
      try {
        let result: { imageUrl: string };
        try {
          result = await api.uploadCustomerImage(customerId, file);
        } catch (error) {
          // The server forgot this customer: continue as a new one, once.
          if (!isApiError(error, 'CUSTOMER_NOT_FOUND')) throw error;
          customerId = await ensureCustomerId(true);
          if (!customerId) throw error;
          result = await api.uploadCustomerImage(customerId, file);
        }
        if (current !== selection.current) return;
        settle({ status: 'uploaded', imageUrl: result.imageUrl });
        toast.success(t('messages.uploadSuccess'));
      } catch (error) {
        if (current !== selection.current) return;
        settle({ status: 'failed' });
        toast.error(t('messages.uploadFailed'), { description: errorMessage(t, error) });
      }
    },
    [ensureCustomerId, t],
  );

  return { ...state, restore, selectFile };
}
