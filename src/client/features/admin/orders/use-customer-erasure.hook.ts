/**
 * Erasing the order's customer on request from the staff order page (issue 19 §9;
 * `POST /api/admin/customers/:customerId/erasure`): the confirm step, the request, and the refusal as
 * its SPEC §8-style message.
 */
import { useState } from 'react';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';

/**
 * @param customerId the customer to erase.
 * @param onDone called after the erasure succeeded, to load the order again.
 * @returns `confirming` (the confirm step is open), `ask()` / `cancel()` to open and close it,
 *   `busy`, `failure` (the translated refusal or null) and `erase()`.
 */
export function useCustomerErasure(customerId: string, onDone: () => void) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = useApiAction(adminOrdersApi.eraseCustomer);

  const erase = async () => {
    if (busy) return;
    setBusy(true);
    const erased = await action.run(customerId);
    setBusy(false);
    if (erased) {
      setConfirming(false);
      onDone();
    }
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    busy,
    failure: action.failure,
    erase,
  };
}
