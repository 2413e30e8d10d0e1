/**
 * Email-order links as records (issue 17 §1 and §5; docs/decisions/0012; SPEC §2.10): each link is
 * a row of `email_order_links` holding the SHA-256 of its random token, the address it is for, the
 * customer record staff chose (or none: the email's staff images), its language, expiry and
 * revocation. The URL keeps SPEC §2.10's shape: `sig` is the token.
 *
 * A link is looked up by its token's hash and must name the same address it was made for; one made
 * before issue 17 (HMAC of the email) is recognised and answered as expired, never honoured.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customers, emailOrderLinks, emailSent } from '#server/db/schema/index.ts';
import {
  emailOrderLinkUrl,
  hashLinkToken,
  linkTokenPattern,
  newLinkToken,
  normalizeEmail,
} from '#server/email/email-links.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { EmailOrderLinkSummary } from '#shared/api/admin.schemas.ts';
import { AppError } from '#shared/errors.ts';
import { isUuid } from '#shared/ids.ts';
import { isLocale, type Locale } from '#shared/locales.ts';

export type EmailOrderLinkRow = typeof emailOrderLinks.$inferSelect;

/** What a link shows: the record staff chose, or (null) the images staff stored for the email. */
export interface LinkBinding {
  /** Trimmed and lower-cased. */
  email: string;
  customerId: string | null;
}

/** A link to make. */
export interface NewEmailOrderLink extends LinkBinding {
  locale: Locale;
  /** The staff member making it; null for a renewal its holder asked for. */
  createdBy: string | null;
  /** The order-link email carrying it, when it is mailed (written in the same transaction). */
  emailSentId?: string | null;
}

/** A made link: its row id, the token (only here, never stored), the absolute URL and the expiry. */
export interface CreatedEmailOrderLink {
  id: string;
  token: string;
  url: string;
  expiresAt: Date;
}

/**
 * Stores a new link that works for `config.emailOrderLinkDays` days (the database's clock).
 * @param db the database or an open transaction.
 * @param token the link's token, when its URL was needed before the row (an email rendered first).
 */
export async function insertEmailOrderLink(
  db: Db,
  ctx: Pick<AppContext, 'config'>,
  link: NewEmailOrderLink,
  token = newLinkToken(),
): Promise<CreatedEmailOrderLink> {
  const email = normalizeEmail(link.email);
  const [row] = await db
    .insert(emailOrderLinks)
    .values({
      tokenHash: hashLinkToken(token),
      email,
      customerId: link.customerId,
      locale: link.locale,
      createdBy: link.createdBy,
      emailSentId: link.emailSentId ?? null,
      expiresAt: sql`now() + make_interval(days => ${ctx.config.emailOrderLinkDays})`,
    })
    .returning({ id: emailOrderLinks.id, expiresAt: emailOrderLinks.expiresAt });
  return {
    id: row.id,
    token,
    url: emailOrderLinkUrl(ctx.config.publicUrl, link.locale, email, token),
    expiresAt: row.expiresAt,
  };
}

/** What a link in a request turned out to be. */
export type EmailOrderLinkLookup =
  | { status: 'valid'; link: EmailOrderLinkRow }
  | { status: 'expired'; link: EmailOrderLinkRow }
  | { status: 'revoked'; link: EmailOrderLinkRow }
  /** An old HMAC link of this email (issue 7): recognised, never honoured. */
  | { status: 'legacy'; email: string }
  | { status: 'unknown' };

/**
 * Looks a link up by the query's email and `sig`. A token of another address, a malformed or
 * unknown `sig` are all `unknown`.
 */
export async function lookUpEmailOrderLink(
  ctx: AppContext,
  email: string,
  sig: string | undefined | null,
): Promise<EmailOrderLinkLookup> {
  if (!sig || !linkTokenPattern.test(sig)) return { status: 'unknown' };
  const normalized = normalizeEmail(email);
  const [found] = await ctx.database.db
    .select({ link: emailOrderLinks, expired: sql<boolean>`${emailOrderLinks.expiresAt} <= now()` })
    .from(emailOrderLinks)
    .where(eq(emailOrderLinks.tokenHash, hashLinkToken(sig)))
    .limit(1);
  if (found) {
    if (found.link.email !== normalized) return { status: 'unknown' };
    if (found.link.revokedAt) return { status: 'revoked', link: found.link };
    return { status: found.expired ? 'expired' : 'valid', link: found.link };
  }
  return ctx.emailLinks.verify(normalized, sig) ? { status: 'legacy', email: normalized } : { status: 'unknown' };
}

/**
 * The link of a request, when it may show its artwork now.
 * @param unknownCode the answer for no such link (the page's 404, checkout's 403).
 * @throws AppError `unknownCode`, EMAIL_ORDER_LINK_EXPIRED (expired or an old HMAC link),
 *   EMAIL_ORDER_LINK_REVOKED.
 */
export async function requireValidEmailOrderLink(
  ctx: AppContext,
  email: string,
  sig: string | undefined | null,
  unknownCode: 'EMAIL_ORDER_NOT_FOUND' | 'EMAIL_ORDER_SIGNATURE_REQUIRED',
): Promise<EmailOrderLinkRow> {
  const found = await lookUpEmailOrderLink(ctx, email, sig);
  if (found.status === 'valid') return found.link;
  throw linkError(found.status, unknownCode);
}

/** The stable error of a link that may not be used. */
export function linkError(
  status: 'expired' | 'revoked' | 'legacy' | 'unknown',
  unknownCode: 'EMAIL_ORDER_NOT_FOUND' | 'EMAIL_ORDER_SIGNATURE_REQUIRED' = 'EMAIL_ORDER_NOT_FOUND',
): AppError {
  if (status === 'revoked') return new AppError('EMAIL_ORDER_LINK_REVOKED', 'This email-order link was revoked');
  if (status === 'expired' || status === 'legacy') {
    return new AppError('EMAIL_ORDER_LINK_EXPIRED', 'This email-order link has expired; ask for a new one');
  }
  return unknownCode === 'EMAIL_ORDER_NOT_FOUND'
    ? new AppError('EMAIL_ORDER_NOT_FOUND', 'No email order for this link')
    : new AppError('EMAIL_ORDER_SIGNATURE_REQUIRED', 'Email-order prices need the link from the email');
}

/**
 * `POST /api/admin/email-order-links/:id/revoke`: the link shows nothing from now on. Revoking
 * again keeps the first time.
 * @throws AppError EMAIL_ORDER_LINK_NOT_FOUND (unknown or malformed id).
 */
export async function revokeEmailOrderLink(
  db: Db,
  id: string,
  staffId: string,
): Promise<{ id: string; revokedAt: string }> {
  if (!isUuid(id)) throw new AppError('EMAIL_ORDER_LINK_NOT_FOUND', 'No email-order link with that id');
  const [row] = await db
    .update(emailOrderLinks)
    .set({
      revokedAt: sql`coalesce(${emailOrderLinks.revokedAt}, now())`,
      revokedBy: sql`coalesce(${emailOrderLinks.revokedBy}, ${staffId}::uuid)`,
    })
    .where(eq(emailOrderLinks.id, id.toLowerCase()))
    .returning({ id: emailOrderLinks.id, revokedAt: emailOrderLinks.revokedAt });
  if (!row?.revokedAt) throw new AppError('EMAIL_ORDER_LINK_NOT_FOUND', 'No email-order link with that id');
  return { id: row.id, revokedAt: row.revokedAt.toISOString() };
}

/** How many links of one email the image admin lists (newest first). */
const linksListed = 50;

/** The links made for `email` (normalised), newest first, with their state, for the image admin. */
export async function listEmailOrderLinks(db: Db, email: string): Promise<EmailOrderLinkSummary[]> {
  const rows = await db
    .select({ link: emailOrderLinks, expired: sql<boolean>`${emailOrderLinks.expiresAt} <= now()` })
    .from(emailOrderLinks)
    .where(eq(emailOrderLinks.email, normalizeEmail(email)))
    .orderBy(desc(emailOrderLinks.createdAt), desc(emailOrderLinks.id))
    .limit(linksListed);
  return rows.map(({ link, expired }) => ({
    id: link.id,
    customerId: link.customerId,
    locale: isLocale(link.locale) ? link.locale : null,
    mailed: link.emailSentId !== null,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    status: link.revokedAt ? 'revoked' : expired ? 'expired' : 'active',
  }));
}

/**
 * The record an old HMAC link's renewal shows (docs/decisions/0012): the one of the newest
 * order-link email the shop sent to this address with such a link, if that record still carries
 * the address. That email already brought this record's artwork to the same inbox, so the renewal
 * grants nothing new. Null: the email's staff images.
 */
export async function legacyLinkCustomer(db: Db, email: string): Promise<string | null> {
  const normalized = normalizeEmail(email);
  const [sent] = await db
    .select({ customerId: emailSent.customerId })
    .from(emailSent)
    .leftJoin(emailOrderLinks, eq(emailOrderLinks.emailSentId, emailSent.id))
    .where(
      and(sql`lower(${emailSent.email}) = ${normalized}`, eq(emailSent.kind, 'order-link'), isNull(emailOrderLinks.id)),
    )
    .orderBy(desc(emailSent.sentAt))
    .limit(1);
  if (!sent?.customerId) return null;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, sent.customerId), sql`lower(trim(${customers.email})) = ${normalized}`))
    .limit(1);
  return customer?.id ?? null;
}
