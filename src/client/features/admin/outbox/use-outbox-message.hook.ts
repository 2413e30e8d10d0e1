/** Reading one outbox message (issue 7 §4; `GET /api/admin/outbox/:id`): headers and text part. */
import { useCallback, useEffect, useState } from 'react';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import type { OutboxDetail } from '#shared/api/admin.schemas.ts';

/** The message: loading, failed with the `ApiError` (e.g. OUTBOX_MESSAGE_NOT_FOUND), or loaded. */
type OutboxMessageState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; message: OutboxDetail };

/** @returns `state` of message `id` (read again when `id` changes) and `reload()`. */
export function useOutboxMessage(id: string) {
  const [state, setState] = useState<OutboxMessageState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', message: await adminEmailsApi.outboxMessage(id) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: () => void load() };
}
