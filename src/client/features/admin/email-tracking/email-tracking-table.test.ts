/** The email tracking table's model (SPEC §4): sorting per column, search by email, summary counts. */
import { constructTable, type SortingState } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import type { EmailTrackingRow } from '#shared/api/admin.schemas.ts';
import { defaultTrackingSorting, trackingSummary, trackingTableOptions } from './email-tracking-table.ts';

function row(emailId: string, email: string, extra: Partial<EmailTrackingRow> = {}): EmailTrackingRow {
  return {
    emailId,
    email,
    subject: `Subject ${emailId}`,
    locale: 'en-us',
    sentAt: '2025-01-01T10:00:00.000Z',
    opened: false,
    firstOpenedAt: null,
    openCount: 0,
    link: null,
    ...extra,
  };
}

const rows: EmailTrackingRow[] = [
  row('a', 'zoe@example.com', { sentAt: '2025-01-02T10:00:00.000Z', subject: 'beta' }),
  row('b', 'Adam@Example.com', {
    sentAt: '2025-01-03T10:00:00.000Z',
    subject: 'Alpha',
    opened: true,
    firstOpenedAt: '2025-01-03T12:00:00.000Z',
    openCount: 2,
  }),
  row('c', 'mia@shop.test', {
    sentAt: '2025-01-01T10:00:00.000Z',
    subject: 'gamma',
    opened: true,
    firstOpenedAt: '2025-01-01T11:00:00.000Z',
    openCount: 5,
  }),
];

/** The visible row ids for a sorting and search, through the same options the page uses. */
function visibleIds(sorting: SortingState, globalFilter = ''): string[] {
  const table = constructTable({
    ...trackingTableOptions,
    // useTable adds React's reactivity; outside React the store bindings take its place.
    features: {
      coreReactivityFeature: storeReactivityBindings(),
      ...trackingTableOptions.features,
    } as typeof trackingTableOptions.features,
    data: rows,
    state: { sorting, globalFilter },
  });
  return table.getRowModel().rows.map((r) => r.id);
}

describe('email tracking table', () => {
  it('starts newest sent first', () => {
    expect(visibleIds(defaultTrackingSorting)).toEqual(['b', 'a', 'c']);
  });

  it('sorts email and subject as text ignoring case', () => {
    expect(visibleIds([{ id: 'email', desc: false }])).toEqual(['b', 'c', 'a']);
    expect(visibleIds([{ id: 'subject', desc: false }])).toEqual(['b', 'a', 'c']);
    expect(visibleIds([{ id: 'subject', desc: true }])).toEqual(['c', 'a', 'b']);
  });

  it('sorts status: not opened, then opened by first open', () => {
    expect(visibleIds([{ id: 'status', desc: false }])).toEqual(['a', 'c', 'b']);
  });

  it('sorts details by open count', () => {
    expect(visibleIds([{ id: 'details', desc: true }])).toEqual(['c', 'b', 'a']);
  });

  it('searches the email only, ignoring case', () => {
    expect(visibleIds(defaultTrackingSorting, 'example')).toEqual(['b', 'a']);
    expect(visibleIds(defaultTrackingSorting, 'ADAM')).toEqual(['b']);
    // The subject is not searched.
    expect(visibleIds(defaultTrackingSorting, 'gamma')).toEqual([]);
  });

  it('summarises sent and opened emails', () => {
    expect(trackingSummary(rows)).toEqual({ sent: 3, opened: 2, openRate: 2 / 3 });
    expect(trackingSummary([])).toEqual({ sent: 0, opened: 0, openRate: 0 });
  });
});
