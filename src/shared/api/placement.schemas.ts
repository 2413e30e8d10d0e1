/**
 * HTTP API schemas of the artwork's placement (issue 20 §5; DESIGN.md "HTTP API, next
 * capabilities": `PUT /api/customers/:id/placement`). Fractions of the print area, degrees; the
 * rules and the maths are in src/shared/placement.ts. zod/mini (issue 9): the storefront parses the
 * answers; the server validates through zod/v4/core with the same rules.
 */
import * as z from 'zod/mini';
import { cropShapes, placementFonts, placementLimits, placementSides, placementTextPattern } from '../placement.ts';

const fraction = z.number().check(z.gte(0), z.lte(1));

/** The optional text line: 1-40 characters of the fonts' Latin set, not only spaces. */
export const placementTextSchema = z.strictObject({
  content: z.string().check(
    z.maxLength(placementLimits.textMaxLength),
    z.regex(placementTextPattern),
    z.refine((value) => value.trim().length > 0, 'The text line is empty'),
  ),
  font: z.enum(placementFonts),
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  x: fraction,
  y: fraction,
  size: z.number().check(z.gte(placementLimits.minTextSize), z.lte(placementLimits.maxTextSize)),
});

const placementShape = {
  side: z.enum(placementSides),
  x: fraction,
  y: fraction,
  scale: z.number().check(z.gte(placementLimits.minScale), z.lte(placementLimits.maxScale)),
  rotation: z.number().check(z.gte(-placementLimits.maxRotation), z.lte(placementLimits.maxRotation)),
  crop: z.enum(cropShapes),
  text: z.optional(placementTextSchema),
};

/** A placement as stored on the customer and the order line, and as the customer record returns it. */
export const placementSchema = z.strictObject(placementShape);

/**
 * `PUT /api/customers/:id/placement`. `imageAspect` (width / height of the image the page placed)
 * lets the server check the print area for that image; without it the customer's photo's is used.
 */
export const placementBodySchema = z.strictObject({
  ...placementShape,
  imageAspect: z.optional(z.number().check(z.gte(0.05), z.lte(20))),
});
export type PlacementBody = z.infer<typeof placementBodySchema>;

/**
 * Its answer: the saved placement with the effective DPI of the customer's photo at that scale
 * (null while the customer has no photo, e.g. on an email order, whose page measures its image).
 */
export const placementResponseSchema = z.object({
  ...placementShape,
  effectiveDpi: z.nullable(z.int()),
});
export type PlacementResponse = z.infer<typeof placementResponseSchema>;

/**
 * A placement carried as JSON text (a checkout session's metadata, which holds strings only), or
 * null when absent or not a valid placement.
 */
export function parsePlacementJson(text: string | undefined): z.infer<typeof placementSchema> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.safeParse(placementSchema, value);
  return parsed.success ? parsed.data : null;
}
