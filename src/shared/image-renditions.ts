/**
 * Display-size renditions of stored images (issue 22: the email-order page's largest paint). A page
 * shows an artwork at a few hundred CSS pixels, yet its stored preview is 1024 px (~80 KB of WebP);
 * `/files/{area}/{name}?w={width}` answers the same image at most `width` pixels wide as WebP, and a
 * page lists the widths in `srcset` so a phone downloads and decodes what it shows.
 * Shared by the server's route (src/server/storage/stored-files.routes.ts) and the page.
 */

/** The widths, px, a rendition may be asked for: 2x and 3x of the email-order artwork (224 CSS px). */
export const renditionWidthsPx = [448, 672] as const;

/** One of `renditionWidthsPx`. */
export type RenditionWidthPx = (typeof renditionWidthsPx)[number];
