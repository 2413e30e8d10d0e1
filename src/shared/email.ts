/**
 * The email rule of SPEC §5 in one place, dependency-free so browser bundles stay small: used by
 * the API schemas (zod) of every email field, the hosted test checkout's form and the pages' forms.
 */

/** SPEC §5's email pattern: something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest email address (RFC 5321 path limit). */
export const emailMaxLength = 254;

/**
 * Characters that do not show as themselves (issue 17 point 5, probe F9): they reorder, hide or
 * join what is around them, so an address carrying one can look like another in a staff list.
 * Control (Cc), format (Cf: bidi embeddings/overrides/isolates U+202A-202E and U+2066-2069,
 * zero-width space/joiners U+200B-200D, marks U+200E/U+200F and U+061C, word joiner U+2060, BOM,
 * soft hyphen, tags), private use (Co), surrogates (Cs: a lone half of a pair), line and paragraph
 * separators, and the invisible letters and marks that are none of these: combining grapheme
 * joiner, Hangul and Khmer fillers, Mongolian variation selectors, variation selectors, braille blank.
 */
const hiddenCharacters =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is tested on its own; the combining ones are listed because they are invisible.
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u;

/** Whether `value` carries a character that does not show as itself (see {@link hiddenCharacters}). */
export function hasHiddenCharacters(value: string): boolean {
  return hiddenCharacters.test(value);
}

/**
 * Whether `value` (surrounding spaces ignored) is an email address the shop accepts: SPEC §5's
 * pattern, at most {@link emailMaxLength} characters, no hidden characters. International letters
 * are fine. The one rule behind every email field's 'Please enter a valid email address'.
 */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= emailMaxLength && emailPattern.test(trimmed) && !hasHiddenCharacters(trimmed);
}
