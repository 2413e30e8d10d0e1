/** Reading the outbox (issue 7 §4; `GET /api/admin/outbox`): the messages written to `DATA_DIR/outbox`, newest first. */
import { useCallback, useEffect, useState } from 'react';
import { adminEmailsApi } from '#client/lib/admin-emails-api.ts';
import type { OutboxMessage } from '#shared/api/admin.schemas.ts';

/** The list: loading, failed with the `ApiError`, or loaded. */
type OutboxState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loaded'; messages: OutboxMessage[] };

const noMessages: OutboxMessage[] = [];

/** @returns `state`, the loaded `messages` (empty until loaded) and `reload()`. */
export function useOutbox() {
  const [state, setState] = useState<OutboxState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { messages } = await adminEmailsApi.outbox();
      setState({ kind: 'loaded', messages });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, messages: state.kind === 'loaded' ? state.messages : noMessages, reload: () => void load() };
}
