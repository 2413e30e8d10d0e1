/**
 * The one UUID rule of the shop (issue 18 §3): ids of customers, orders, artworks, emails, staff
 * and links are random UUIDs issued by the server (PostgreSQL `gen_random_uuid()`, `randomUUID()`).
 * The API's schema and every guard before a database look-up use the same rule, zod's RFC 9562
 * UUID (versions 1-8, the nil and max UUIDs; any case). zod/mini, like the other shared schemas,
 * keeps zod's full API out of the client bundle (issue 9).
 */
import * as z from 'zod/mini';

/** The API schema of an id (params, bodies, metadata). */
export const uuidSchema = z.uuid();

/** The pattern {@link uuidSchema} checks, anchored: for guards outside a schema. */
const uuidPattern: RegExp = z.regexes.uuid();

/**
 * The same pattern without its anchors, to embed in a larger expression (a path pattern).
 * A group, so it may be followed or repeated safely.
 */
export const uuidPatternSource = `(?:${uuidPattern.source.replace(/^\^/, '').replace(/\$$/, '')})`;

/** Whether `value` is a UUID by {@link uuidPattern}: a string that can name a row by id. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
