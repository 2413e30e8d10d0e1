/**
 * What an abandoned-checkout reminder shows (issue 21 §6): the lines of what was in the checkout and
 * the customer's artwork on the garment. Kept apart on purpose: when the server-side cart (issue 21
 * §4) lands, these two functions read the customer's cart instead of the reminder's one line.
 */

import type { checkoutReminders } from '#server/db/schema/index.ts';
import { checkoutReminderItemLine } from '#server/email/templates/checkout-reminder-email.ts';
import { findArtworkRow } from '#server/modules/artworks/artwork-records.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import { newStorageKey } from '#server/storage/file-storage.ts';
import { type Color, colors, type ProductType, productTypes, type Size, sizes } from '#shared/catalog.ts';
import { serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import type { Currency, Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/money.ts';

type ReminderRow = typeof checkoutReminders.$inferSelect;

const isProduct = (value: string): value is ProductType => (productTypes as readonly string[]).includes(value);
const isColor = (value: string): value is Color => (colors as readonly string[]).includes(value);
const isSize = (value: string): value is Size => (sizes as readonly string[]).includes(value);

/**
 * The reminder's item lines in `locale`, e.g. `T-shirt, size M, Black: $44.98` (the total the checkout
 * asked for; the page shows today's price when the customer comes back).
 */
export function reminderContents(reminder: ReminderRow, locale: Locale): string[] {
  const names = serverCatalogues[locale].lineItems;
  return [
    checkoutReminderItemLine(locale, {
      product: isProduct(reminder.productType) ? names.productNames[reminder.productType] : reminder.productType,
      size: isSize(reminder.size) ? names.sizes[reminder.size] : reminder.size,
      color: isColor(reminder.color) ? names.colors[reminder.color] : reminder.color,
      total: formatMoney(
        { amountMinor: reminder.amountTotalMinor, currency: reminder.currency.toUpperCase() as Currency },
        locale,
      ),
    }),
  ];
}

/**
 * The customer's artwork drawn on the checkout's garment in its colour (the mockup renderer of the
 * order emails), stored under a random key in the public `mockups` area.
 * @returns its key and absolute URL, or null without an artwork (a plain photo is a picture of a
 *   person and stays private, docs/decisions/0008), when the artwork is gone, or when rendering failed.
 */
export async function reminderMockupUrl(
  ctx: AppContext,
  reminder: ReminderRow,
): Promise<{ key: string; url: string } | null> {
  if (!reminder.artworkId || !isProduct(reminder.productType) || !isColor(reminder.color)) return null;
  try {
    const artwork = await findArtworkRow(ctx.database.db, reminder.artworkId);
    const shownKey = artwork?.previewKey ?? artwork?.masterKey;
    const shown = shownKey ? await ctx.storage.get(shownKey) : null;
    if (!shown) return null;
    const mockup = await ctx.images.renderMockup(shown.body, {
      productType: reminder.productType,
      color: reminder.color,
    });
    const key = newStorageKey('mockups', '.png');
    await ctx.storage.put(key, mockup.body, { contentType: mockup.contentType, cacheSeconds: 86_400 });
    return { key, url: new URL(ctx.storage.url(key), ctx.config.publicUrl).toString() };
  } catch (error) {
    // The reminder still goes, without the picture.
    ctx.log.warn({ err: error, reminderId: reminder.id }, 'reminder mockup not made');
    return null;
  }
}
