/** The signed link of the email order page (SPEC §2.10) and its memory for the checkout's cancel link. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readEmailOrderLink, rememberEmailOrderLink } from './email-order-link.ts';

// The node project has no sessionStorage: a small in-memory one, as a browser tab has.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.assign(globalThis, {
    window: {
      sessionStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
    },
  });
});
// Nothing of this fake browser may outlive the file (PGlite, for one, looks for `window`).
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('readEmailOrderLink', () => {
  it('reads email and signature from the query', () => {
    expect(readEmailOrderLink('?email=ada%40example.com&sig=abc')).toEqual({ email: 'ada@example.com', sig: 'abc' });
  });

  it('keeps an incomplete query link (the page shows not-found) over a remembered one', () => {
    rememberEmailOrderLink({ email: 'old@example.com', sig: 'old' });
    expect(readEmailOrderLink('?email=ada%40example.com')).toEqual({ email: 'ada@example.com', sig: '' });
  });

  it('falls back to the link this tab remembered, and to none', () => {
    expect(readEmailOrderLink('')).toBeNull();
    rememberEmailOrderLink({ email: 'ada@example.com', sig: 'abc' });
    expect(readEmailOrderLink('')).toEqual({ email: 'ada@example.com', sig: 'abc' });
    store.set('emailOrderLink', '{"email":""}');
    expect(readEmailOrderLink('')).toBeNull();
    store.set('emailOrderLink', 'not json');
    expect(readEmailOrderLink('')).toBeNull();
  });
});
