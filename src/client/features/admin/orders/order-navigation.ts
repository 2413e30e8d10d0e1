/**
 * Next and previous order for staff (issue 23 item 12): the orders list remembers the order numbers
 * it shows, in the order it shows them, and its own address (path and query: search, filters, sort,
 * page), in sessionStorage, so each browser tab keeps the list it came from; an order page moves
 * through that list. What the storage holds is checked before use: a stale or edited value counts as
 * no list.
 */
import * as z from 'zod/mini';

const storageKey = 'wowtees.admin.order-list';

/** The list an order page was opened from. */
export interface RememberedOrderList {
  /** Order numbers (`WT-7K3M9Q`) in the list's order. */
  numbers: string[];
  /** The list's path and query, e.g. `/en-us/admin/orders?status=paid&page=2`. */
  listHref: string;
}

const rememberedSchema = z.object({
  numbers: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(500)),
  listHref: z.string().check(z.startsWith('/'), z.maxLength(2000)),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: no navigation, nothing else changes
  }
}

/** Remembers the list now shown (called by the orders list whenever its page of orders loads). */
export function rememberOrderList(list: RememberedOrderList): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the order page then shows no next/previous.
  }
}

/** The remembered list, or null when there is none (or it is not ours). */
export function rememberedOrderList(): RememberedOrderList | null {
  try {
    const text = storage()?.getItem(storageKey);
    if (!text) return null;
    const parsed = rememberedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where `orderNumber` stands in `list`: its neighbours (null at an end) and its 1-based position. */
export interface OrderNeighbours {
  previous: string | null;
  next: string | null;
  position: number;
  total: number;
  listHref: string;
}

/** `orderNumber`'s neighbours in `list`, or null when the order is not in it (opened another way). */
export function neighboursIn(list: RememberedOrderList | null, orderNumber: string): OrderNeighbours | null {
  if (!list) return null;
  const index = list.numbers.findIndex((number) => number.toUpperCase() === orderNumber.toUpperCase());
  if (index < 0) return null;
  return {
    previous: list.numbers[index - 1] ?? null,
    next: list.numbers[index + 1] ?? null,
    position: index + 1,
    total: list.numbers.length,
    listHref: list.listHref,
  };
}
