/**
 * The mapping of our catalogue (product type, colour, size; src/shared/catalog.ts) to each
 * fulfilment provider's products (issue 19 §3): configuration, not code. Read once at start from
 * `FULFILMENT_CATALOGUE_FILE` (default: fulfilment-catalogue.json beside this file) and checked with zod.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Color, ProductType, Size } from '#shared/catalog.ts';

const byProduct = <T extends z.ZodType>(leaf: T) =>
  z.record(z.string(), z.record(z.string(), z.record(z.string(), leaf)));

const catalogueSchema = z.object({
  printful: z
    .object({ placement: z.string().min(1).default('front'), variants: byProduct(z.number().int().positive()) })
    .optional(),
  gelato: z
    .object({ placement: z.string().min(1).default('default'), productUids: byProduct(z.string().min(1)) })
    .optional(),
});
export type FulfilmentCatalogue = z.infer<typeof catalogueSchema>;

/**
 * Reads and checks the mapping file.
 * @throws Error naming the file and the first problem, so a bad start stops with a clear message.
 */
export function loadFulfilmentCatalogue(file: string): FulfilmentCatalogue {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`FULFILMENT_CATALOGUE_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`FULFILMENT_CATALOGUE_FILE ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * The provider product of one item, or throws naming what is missing.
 * @throws Error `No <vendor> product is configured for tshirt/white/m` (the order then goes on hold).
 */
export function mappedProduct<T>(
  table: Record<string, Record<string, Record<string, T>>> | undefined,
  vendor: string,
  item: { productType: ProductType; color: Color; size: Size },
): T {
  const value = table?.[item.productType]?.[item.color]?.[item.size];
  if (value === undefined) {
    throw new Error(`No ${vendor} product is configured for ${item.productType}/${item.color}/${item.size}`);
  }
  return value;
}
