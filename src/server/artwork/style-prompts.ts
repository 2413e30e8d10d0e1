/**
 * The image-edit prompt of each style (issue 8), sent by the OpenAI-compatible stylizer. They name
 * no studio or artist: the look is described, and the photo's subject, pose and framing are kept so
 * the customer recognises their own photo on the garment.
 */
import type { ArtworkStyle } from '#shared/artwork.ts';

const keep =
  'Keep the same people, animals and objects, their pose, expressions and the framing of the photo. ' +
  'Faces stay recognisable. No text, no letters, no logos, no signature, no watermark, no border.';

export const stylePrompts: Record<ArtworkStyle, string> = {
  painterly:
    'Repaint this photo as a still from a hand-painted animated film: soft watercolour and gouache ' +
    'brushwork, gentle warm light, lush painted backgrounds, a calm pastel palette with lifted ' +
    'shadows, simple clean shapes and delicate outlines. ' +
    keep,
  cel:
    'Redraw this photo as a 2D animated cartoon cel: clean confident ink outlines, flat colour fills ' +
    'with one shadow tone and one highlight tone per area, bright saturated colours and a simple ' +
    'graphic background. ' +
    keep,
};

/**
 * The prompt sent for `style`: the style's own, then staff's addition when they regenerate an
 * order's artwork (issue 20 §4, e.g. "make the sky brighter"; at most 300 characters, checked by
 * the route).
 */
export function stylePrompt(style: ArtworkStyle, addition?: string | null): string {
  const extra = addition?.trim();
  return extra ? `${stylePrompts[style]} ${extra}` : stylePrompts[style];
}
