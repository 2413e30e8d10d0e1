/**
 * The header's cart link with its item count (issue 21 §4), on every storefront page. The count is
 * read after load (the prerendered page has none) and drawn as a badge over the icon, so it appears
 * without moving anything; a visitor without a customer id (never uploaded) has an empty cart.
 * The badge is always rendered (`hidden` at 0) and the link carries its label templates, so pages
 * served without hydration fill it in with static-page/cart-count.ts (ADR 0027).
 */
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Translator } from '#client/i18n/i18n.ts';
import { fetchCartCount, onCartCount } from '#client/lib/cart-count.ts';
import { cn } from '#client/lib/cn.ts';
import { readCustomerId } from '#client/lib/customer-id.ts';
import { countPlaceholder } from '#client/static-page/placeholders.ts';
import type { Locale } from '#shared/locales.ts';
import { paths } from '#shared/paths.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';

export function CartLink({
  t,
  locale,
  variant,
  className,
}: {
  t: Translator;
  locale: Locale;
  variant: StorefrontVariant;
  className?: string;
}) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const customerId = readCustomerId(variant);
    if (customerId) void fetchCartCount(customerId).then((n) => live && setCount(n));
    const stop = onCartCount((n) => setCount(n));
    return () => {
      live = false;
      stop();
    };
  }, [variant]);
  return (
    <Link
      to={paths.cart(locale, variant)}
      data-testid="cart-link"
      data-variant={variant}
      aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
      data-label-empty={t('nav.cart')}
      data-label-count={t('nav.cartWithCount', { count: countPlaceholder })}
      className={cn(
        'relative grid size-9 shrink-0 place-items-center rounded-xl text-stone-700 hover:bg-stone-100 md:size-10',
        className,
      )}
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      <span
        data-testid="cart-count"
        hidden={count === 0}
        className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
