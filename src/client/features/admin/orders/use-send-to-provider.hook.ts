/**
 * "Send to {provider}" on the staff order page (issue 19 §3; `POST /api/admin/orders/:orderNumber/fulfilment`):
 * queues the submission, then loads the order again (the job's outcome shows in the Fulfilment card).
 */
import { useState } from 'react';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';

/**
 * @returns `busy`, `queued` (the last send was accepted), `failure` (the translated refusal or null)
 *   and `send()`; `onDone` runs after either outcome.
 */
export function useSendToProvider(orderNumber: string, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);
  const action = useApiAction(adminOrdersApi.sendToProvider);
  const send = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await action.run(orderNumber);
    setBusy(false);
    setQueued(Boolean(answer));
    onDone();
  };
  return { busy, queued, failure: action.failure, send };
}
