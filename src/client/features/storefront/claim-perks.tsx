/**
 * The configured marketing claims as list items (issue 21 §5, ADR 0026): the merchant's rating line in
 * the page's language, only when `RATING_TEXT` sets one, and free shipping, only when `FREE_SHIPPING`
 * is on. Shared by the landing hero and the style chooser, which each add their own items around them.
 */
import { Star, Truck } from 'lucide-react';
import { marketingClaims } from '#client/lib/site-config.ts';
import type { Locale } from '#shared/locales.ts';
import { ratingFor } from '#shared/marketing-claims.ts';

/** `<li>`s for a `<ul>` of the caller's: the rating and the free-shipping claim, as configured. */
export function ClaimPerks(props: {
  locale: Locale;
  freeShippingText: string;
  itemClassName: string;
  ratingTestId: string;
  freeShippingTestId?: string;
}) {
  const rating = ratingFor(marketingClaims, props.locale);
  return (
    <>
      {rating ? (
        <li className={props.itemClassName} data-testid={props.ratingTestId}>
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          {rating}
        </li>
      ) : null}
      {marketingClaims.freeShipping ? (
        <li className={props.itemClassName} data-testid={props.freeShippingTestId}>
          <Truck className="size-4 text-brand-600" aria-hidden="true" />
          {props.freeShippingText}
        </li>
      ) : null}
    </>
  );
}
