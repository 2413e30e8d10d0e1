/**
 * Moving an order through its lifecycle from the staff order page (issue 19 §2;
 * `POST /api/admin/orders/:orderNumber/transitions`): which move staff chose, the form's fields, the
 * save, and the refusal as its SPEC §8-style message.
 */
import { useState } from 'react';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import type { OrderTransitionBody } from '#shared/api/admin-orders.schemas.ts';
import type { OrderTransitionTarget } from '#shared/order-lifecycle.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';

/** The form's fields; only those of the chosen move are sent. */
export interface TransitionFields {
  note: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

const emptyFields: TransitionFields = { note: '', carrier: '', trackingNumber: '', trackingUrl: '' };

/** The request body of a move to `to` with `fields` (blank fields left out). */
function bodyOf(to: OrderTransitionTarget, fields: TransitionFields): OrderTransitionBody {
  const body: OrderTransitionBody = { to };
  if (fields.note.trim()) body.note = fields.note.trim();
  if (to === 'shipped') {
    body.carrier = fields.carrier.trim();
    body.trackingNumber = fields.trackingNumber.trim();
    if (fields.trackingUrl.trim()) body.trackingUrl = fields.trackingUrl.trim();
  }
  return body;
}

/**
 * @param orderNumber the order to move.
 * @param onDone called after a save and after a refusal (the order may have moved meanwhile), to load
 *   the order again.
 * @returns `chosen` (the move whose form is open, or null), `choose(to | null)`, the `fields` and
 *   `setField`, `busy`, `failure` (the translated refusal or null) and `submit()`.
 */
export function useOrderTransition(orderNumber: string, onDone: () => void) {
  const [chosen, setChosen] = useState<OrderTransitionTarget | null>(null);
  const [fields, setFields] = useState<TransitionFields>(emptyFields);
  const [busy, setBusy] = useState(false);
  const action = useApiAction(adminOrdersApi.transition);

  const choose = (to: OrderTransitionTarget | null) => {
    setChosen(to);
    setFields(emptyFields);
  };
  const setField = (name: keyof TransitionFields, value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    const moved = await action.run(orderNumber, bodyOf(chosen, fields));
    setBusy(false);
    if (moved) choose(null);
    onDone();
  };

  return { chosen, choose, fields, setField, busy, failure: action.failure, submit };
}
