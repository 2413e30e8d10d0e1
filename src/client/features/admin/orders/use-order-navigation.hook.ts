/**
 * Moving between the orders of the list the staff member came from (issue 23 item 12): the order's
 * neighbours in the remembered list (order-navigation.ts), read after the page mounts (the storage
 * belongs to the browser tab), and the keys `j` or `]` (next) and `k` or `[` (previous).
 */
import { useCallback, useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { characterShortcut } from '../components/staff-shortcuts.tsx';
import { adminOrderPaths } from './admin-order-links.ts';
import { neighboursIn, type OrderNeighbours, rememberedOrderList } from './order-navigation.ts';

/**
 * @param orderNumber the order shown (its number once loaded; the URL's reference before).
 * @returns the neighbours (null when the order was not opened from a list) and `go(number)`.
 */
export function useOrderNavigation(orderNumber: string): {
  neighbours: OrderNeighbours | null;
  go: (orderNumber: string) => void;
} {
  const { locale } = useTranslator();
  const navigate = useNavigate();
  const [neighbours, setNeighbours] = useState<OrderNeighbours | null>(null);
  useEffect(() => setNeighbours(neighboursIn(rememberedOrderList(), orderNumber)), [orderNumber]);

  const go = useCallback((target: string) => void navigate(adminOrderPaths.order(locale, target)), [navigate, locale]);
  useHotkeys(['j', ']'], () => neighbours?.next && go(neighbours.next), characterShortcut, [neighbours, go]);
  useHotkeys(['k', '['], () => neighbours?.previous && go(neighbours.previous), characterShortcut, [neighbours, go]);
  return { neighbours, go };
}
