/**
 * Upload flow of SPEC §4: no image → image selected (local preview at once) → uploaded. The file is
 * sent right away when a customer id exists; without one the upload is refused with 'Unable to
 * upload image at this time'. Also restores a previous upload's URL, and goes back to no image
 * once the photo was deleted (issue 17 point 6).
 *
 * Issue 9: photos over 24 MP are first scaled down in the browser (`downscale-photo.ts`, loaded when
 * a file is chosen so it weighs nothing on the page's first load), and the upload reports its
 * progress in percent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translator } from '#client/i18n/i18n.ts';
import type { UploadProgress } from '#client/lib/api-client.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { loadApi } from '#client/lib/load-api.ts';
import { toast } from '#client/lib/toast.ts';
import type { PreparedPhoto } from './downscale-photo.ts';

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
  /** While uploading: true as long as the photo is being scaled down, before it is sent. */
  preparing: boolean;
  /** While sending: the part of the upload sent, 0-100 (null when not sending or not known). */
  progress: number | null;
}

const initialState: ImageUploadState = {
  status: 'idle',
  previewUrl: null,
  fileName: null,
  imageUrl: null,
  restored: false,
  preparing: false,
  progress: null,
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
        ? { ...initialState, status: 'uploaded', previewUrl: imageUrl, imageUrl, restored: true }
        : current,
    );
  }, []);

  /** Back to "no image" (the photo was deleted): an upload still under way is forgotten. */
  const clear = useCallback(() => {
    selection.current++;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
    setState(initialState);
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
        preparing: true,
        progress: null,
      });

      const settle = (patch: Partial<ImageUploadState>) => {
        if (current === selection.current) setState((prev) => ({ ...prev, ...patch }));
      };

      // Scaling down (if needed) and the customer id run side by side.
      const [photo, firstCustomerId] = await Promise.all([preparePhoto(file), ensureCustomerId()]);
      let customerId = firstCustomerId;
      if (current !== selection.current) return;
      if (!customerId) {
        settle({ status: 'failed', preparing: false });
        toast.error(t('messages.uploadUnavailable'));
        return;
      }
      settle({ preparing: false, progress: 0 });
      let shown = 0;
      const onProgress = ({ loaded, total }: UploadProgress) => {
        // Only whole-percent steps re-render.
        const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
        if (percent !== shown) {
          shown = percent;
          settle({ progress: percent });
        }
      };
      // The API client with its zod schemas loads with the first upload (issue 22 §2), not with the page.
      const send = async (id: string) => {
        const api = await loadApi();
        return api.uploadCustomerImageWithProgress(id, photo.file, photo.fileName, onProgress);
      };
      try {
        let result: { imageUrl: string };
        try {
          result = await send(customerId);
        } catch (error) {
          // The server forgot this customer: continue as a new one, once.
          if (!isApiError(error, 'CUSTOMER_NOT_FOUND')) throw error;
          customerId = await ensureCustomerId(true);
          if (!customerId) throw error;
          shown = 0;
          settle({ progress: 0 });
          result = await send(customerId);
        }
        if (current !== selection.current) return;
        settle({ status: 'uploaded', imageUrl: result.imageUrl, progress: null });
        toast.success(t('messages.uploadSuccess'));
      } catch (error) {
        if (current !== selection.current) return;
        settle({ status: 'failed', progress: null });
        toast.error(t('messages.uploadFailed'), { description: errorMessage(t, error) });
      }
    },
    [ensureCustomerId, t],
  );

  return { ...state, restore, clear, selectFile };
}

/** The photo to send: scaled down when over 24 MP; the original if the scaler cannot even load. */
async function preparePhoto(file: File): Promise<PreparedPhoto> {
  try {
    const { preparePhotoForUpload } = await import('./downscale-photo.ts');
    return await preparePhotoForUpload(file);
  } catch {
    return { file, fileName: file.name, downscaled: null };
  }
}
