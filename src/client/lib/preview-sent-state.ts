/**
 * The navigation state the preview confirmation is reached with (SPEC §3 "Preview request": email,
 * productType, color, carried as navigation state; SPEC §4 "Email dialog submit"). Written by the customize page, read by the preview-sent page,
 * so it lives below both.
 */
import * as z from 'zod/mini';
import { colors, productTypes } from '#shared/catalog.ts';

const previewSentStateSchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  productType: z.optional(z.enum(productTypes)),
  color: z.optional(z.enum(colors)),
  /**
   * The artwork (or, before it is ready, the photo) the customer saw on the garment (issue 23
   * point 8): a path on this shop or the address of its file storage (the CSP bounds where from).
   */
  imageUrl: z.optional(z.string().check(z.maxLength(2048), z.regex(/^(\/(?!\/)|https?:\/\/)/))),
});

/** What the customize page passes to `navigate(paths.previewSent(...), { state })`. */
export type PreviewSentState = z.infer<typeof previewSentStateSchema>;

/**
 * Reads `location.state`, which can be anything (another page's state, or an old history entry).
 * @returns the preview request, or null when there is none (a direct visit).
 */
export function parsePreviewSentState(state: unknown): PreviewSentState | null {
  const parsed = previewSentStateSchema.safeParse(state);
  if (!parsed.success) return null;
  const { email, productType, color } = parsed.data;
  return email || productType || color ? parsed.data : null;
}
