/**
 * Renewing an email-order link (issue 17 §5; docs/decisions/0012): the holder of a link that expired
 * (or of an old HMAC link, answered as expired) asks for a new one, and the shop mails a fresh link
 * with the same binding to the address the link is for. Nothing new is granted: the new link goes
 * only to that inbox, for which staff made the old one, bound to the record they chose then. A
 * revoked link is not renewed (staff took it back). At most {@link renewalsPerRecipientPerDay}
 * renewal mails go to one address a day.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '#server/ports/app-context.ts';
import { defaultEmailSubject } from '#shared/email-subjects.ts';
import { AppError } from '#shared/errors.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { legacyLinkCustomer, linkError, lookUpEmailOrderLink } from '../email-orders/email-order-links.service.ts';
import { sendOrderLinkEmail } from './emails.service.ts';

/** Renewal mails to one address per day. */
export const renewalsPerRecipientPerDay = 3;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `POST /api/email-orders/renewals`: mails a new link for the link `email` + `sig`.
 * @param locale the page's language, used for an old HMAC link (its language was only in its path).
 * @throws AppError EMAIL_ORDER_NOT_FOUND (no such link), EMAIL_ORDER_LINK_REVOKED, RATE_LIMITED
 *   (this address got its renewals for today), EMAIL_SEND_FAILED.
 */
export async function renewEmailOrderLink(ctx: AppContext, email: string, sig: string, locale: Locale): Promise<void> {
  const found = await lookUpEmailOrderLink(ctx, email, sig);
  if (found.status === 'unknown' || found.status === 'revoked') throw linkError(found.status);
  const binding =
    found.status === 'legacy'
      ? {
          email: found.email,
          customerId: await legacyLinkCustomer(ctx.database.db, found.email),
          locale,
        }
      : {
          email: found.link.email,
          customerId: found.link.customerId,
          locale: isLocale(found.link.locale) ? found.link.locale : locale,
        };
  const key = `renew-link:${createHash('sha256').update(binding.email).digest('base64url').slice(0, 22)}`;
  const { count, resetInMs } = await ctx.counters.hit(key, dayMs);
  if (count > renewalsPerRecipientPerDay) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many new links for this address, try again in ${Math.ceil(resetInMs / 1000)} s`,
    );
  }
  await sendOrderLinkEmail(
    ctx,
    {
      to: binding.email,
      subject: defaultEmailSubject(binding.locale),
      locale: binding.locale,
      customerId: binding.customerId,
      createdBy: null,
    },
    // Staff chose this binding for this address (an old link: the email that carried it did).
    { alreadyMailed: true },
  );
}
