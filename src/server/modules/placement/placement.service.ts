/**
 * The artwork's placement (issue 20 §5): the placement editor saves where the artwork goes, on
 * which side and with which text line on the customer's own record; the checkout copies it onto
 * the order line (checkout.service.ts, orders.service.ts) and the print-file job draws the print
 * file from it (images/placed-print-renderer.ts). A placement whose image or text reaches out of
 * the print area is refused (422 PLACEMENT_OUTSIDE_PRINT_AREA), checked with the maths the page
 * uses (src/shared/placement.ts) and the same fonts.
 */
import { eq, sql } from 'drizzle-orm';
import { customers } from '#server/db/schema/index.ts';
import { loadPlacementFont } from '#server/images/placement-fonts.ts';
import type { AppContext } from '#server/ports/app-context.ts';
import type { PlacementBody, PlacementResponse } from '#shared/api/placement.schemas.ts';
import { AppError } from '#shared/errors.ts';
import {
  isInsidePrintArea,
  layoutText,
  type Placement,
  placedImageBounds,
  placeImage,
  placementDpi,
  printAreaUnits,
  roundPlacement,
} from '#shared/placement.ts';
import { photoPrintSize } from '../artworks/artwork-records.ts';
import { getCustomer } from '../customer-records/customer-records.service.ts';

/** How many measured photos each storage keeps (a few dozen bytes each). */
const photoSizeCacheSize = 1000;
type PhotoSize = { width: number; height: number; dpi: number } | null;
const photoSizes = new WeakMap<AppContext['storage'], Map<string, PhotoSize>>();

/** The stored photo's pixel size and print DPI, measured once per key (a key never changes its file). */
async function photoSize(ctx: AppContext, key: string): Promise<PhotoSize> {
  let cache = photoSizes.get(ctx.storage);
  if (!cache) {
    cache = new Map();
    photoSizes.set(ctx.storage, cache);
  }
  const known = cache.get(key);
  if (known !== undefined) return known;
  const size = await photoPrintSize(ctx.storage, key);
  if (cache.size >= photoSizeCacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(key, size);
  return size;
}

/**
 * Whether everything the placement shows lies inside the print area, for an image of `aspect`
 * (width / height).
 */
export async function placementFits(placement: Placement, aspect: number): Promise<boolean> {
  if (!isInsidePrintArea(placedImageBounds(placeImage(placement, aspect)))) return false;
  if (!placement.text) return true;
  const font = await loadPlacementFont(placement.text.font);
  return isInsidePrintArea(layoutText(font, placement.text).bounds);
}

/**
 * Saves the placement on the customer's record.
 * @param body the placement, with the `imageAspect` of the image the page placed (else the photo's;
 *   without either, the print area's own 3:4).
 * @returns the saved placement and the effective DPI of the customer's photo at its scale (null
 *   without a photo).
 * @throws AppError CUSTOMER_NOT_FOUND, PLACEMENT_OUTSIDE_PRINT_AREA.
 */
export async function savePlacement(
  ctx: AppContext,
  customerId: string,
  body: PlacementBody,
): Promise<PlacementResponse> {
  const { db } = ctx.database;
  const customer = await getCustomer(db, customerId);
  const { imageAspect, ...given } = body;
  const placement = roundPlacement(given);
  const photo = customer.imageKey ? await photoSize(ctx, customer.imageKey) : null;
  const aspect = imageAspect ?? (photo ? photo.width / photo.height : printAreaUnits.width / printAreaUnits.height);
  if (!(await placementFits(placement, aspect))) {
    throw new AppError('PLACEMENT_OUTSIDE_PRINT_AREA', 'The artwork or its text reaches outside the print area');
  }
  await db.update(customers).set({ placement, updatedAt: sql`now()` }).where(eq(customers.id, customer.id));
  return { ...placement, effectiveDpi: photo ? placementDpi(photo.dpi, placement.scale) : null };
}
