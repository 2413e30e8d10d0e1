/**
 * The signed link an email order page was opened with (SPEC §2.10, §7: `?email=…&sig=…`). It is
 * kept in the tab's sessionStorage, so the page still knows it when the hosted checkout's cancel
 * link brings the visitor back without a query (no email or signature in the provider's URLs).
 */

/** The email and signature of an email-order link. */
export interface EmailOrderLink {
  email: string;
  sig: string;
}

const storageKey = 'emailOrderLink';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isLink(value: unknown): value is EmailOrderLink {
  if (typeof value !== 'object' || value === null) return false;
  const { email, sig } = value as Record<string, unknown>;
  return typeof email === 'string' && email !== '' && typeof sig === 'string' && sig !== '';
}

/**
 * The link of the query string, else the one this tab saw last.
 * @param search `location.search`, e.g. `?email=anna%40example.com&sig=…`.
 * @returns null when there is none (a visit without a link); email or sig may be empty when the
 *   query lacks one.
 */
export function readEmailOrderLink(search: string): EmailOrderLink | null {
  const query = new URLSearchParams(search);
  // A link in the query wins, even an incomplete one (the page then shows its not-found state).
  if (query.has('email') || query.has('sig')) return { email: query.get('email') ?? '', sig: query.get('sig') ?? '' };
  try {
    const stored: unknown = JSON.parse(session()?.getItem(storageKey) ?? 'null');
    return isLink(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps a link that turned out valid for this tab. */
export function rememberEmailOrderLink(link: EmailOrderLink): void {
  try {
    session()?.setItem(storageKey, JSON.stringify(link));
  } catch {
    // Storage blocked or full: the cancel link then shows the not-found state.
  }
}
