/**
 * An order's items as the HTTP API shows them (issue 21 §4): staff order list and detail, the order
 * status page. Money in minor units of the order's currency. zod/mini (issue 9).
 */
import * as z from 'zod/mini';
import { colors, productTypes, sizes } from '../catalog.ts';

/** One line of an order. `designImageUrl`: the artwork's preview (public storage), null for a photo line. */
export const orderLineSchema = z.object({
  position: z.int(),
  productType: z.enum(productTypes),
  size: z.enum(sizes),
  color: z.enum(colors),
  quantity: z.int(),
  unitPriceMinor: z.int(),
  lineTotalMinor: z.int(),
  artworkId: z.nullable(z.string()),
  designImageUrl: z.nullable(z.string()),
});
export type OrderLineView = z.infer<typeof orderLineSchema>;
