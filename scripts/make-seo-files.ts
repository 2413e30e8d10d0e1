/**
 * Writes the files search engines and link previews read (issue 11 "Honest pages") into the built
 * client, after `react-router build` in `npm run build`:
 * - `sitemap.xml`: every listed public page of every storefront (src/shared/seo-pages.ts), absolute
 *   URLs under `PUBLIC_URL` (as the canonical links), with hreflang alternates;
 * - `robots.txt`: crawl everything but the staff area and the API, and where the sitemap is;
 * - `share/{variant}-{locale}.jpg`: one 1200×630 Open Graph image per storefront, composed with
 *   sharp from the wordmark, the storefront's hero headline in its language and the hero example's
 *   before photo and artwork (public/gallery, made by scripts/make-gallery-artwork.ts).
 * Run alone: `node scripts/make-seo-files.ts [clientDir]` (default `<BUILD_DIR or build>/client`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { artStyleOf } from '#client/lib/art-style.ts';
import { galleryExamplesByLocale, gallerySrc } from '#client/lib/gallery-data.ts';
import type { Locale } from '#shared/locales.ts';
import type { StorefrontVariant } from '#shared/pricing.ts';
import { robotsTxt, shareImagePath, shareImageSize, sitemapXml } from '#shared/seo-pages.ts';
import { storefronts } from '#shared/storefronts.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(root, process.env.BUILD_DIR || 'build', 'client'));
// The same origin page-meta.ts puts in canonical links.
const publicUrl = process.env.PUBLIC_URL || 'http://localhost:3000';
const { width: W, height: H } = shareImageSize;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Greedy word wrap at `max` characters per line (about 28 px per glyph of the 46 px bold headline). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The hero copy of one storefront, from its landing catalogue. */
async function heroCopy(locale: Locale, variant: StorefrontVariant) {
  const file = path.join(root, 'src/client/i18n/messages', locale, 'landing.json');
  const landing = JSON.parse(await readFile(file, 'utf8')) as {
    variants: Record<string, { heroEyebrow: string; heroTitle: string; heroHighlight: string }>;
  };
  return landing.variants[artStyleOf(variant)];
}

/** A rounded-corner mask for an image of `w`×`h`. */
const roundedMask = (w: number, h: number, r: number) =>
  Buffer.from(`<svg width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}" ry="${r}"/></svg>`);

/** A picture in a white rounded frame, as PNG. */
async function framed(file: string, w: number, h: number, border: number): Promise<Buffer> {
  const inner = await sharp(file)
    .resize({ width: w - 2 * border, height: h - 2 * border, fit: 'cover' })
    .composite([{ input: roundedMask(w - 2 * border, h - 2 * border, 18), blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="24" fill="#fff"/></svg>`,
        ),
      },
      { input: inner, top: border, left: border },
    ])
    .png()
    .toBuffer();
}

/** The share image of one storefront, as JPEG. */
async function shareImage(locale: Locale, variant: StorefrontVariant): Promise<Buffer> {
  const copy = await heroCopy(locale, variant);
  const example = galleryExamplesByLocale[locale][0];
  const publicDir = path.join(root, 'public');
  const artwork = path.join(publicDir, gallerySrc(example.id, artStyleOf(variant), 960, 'jpg'));
  const photo = path.join(publicDir, gallerySrc(example.id, 'photo', 480, 'jpg'));

  const font = "'Nunito', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const title = wrap(copy.heroTitle, 18);
  const highlight = wrap(copy.heroHighlight, 18);
  const lineHeight = 56;
  const lines = [
    ...title.map((line) => ({ line, fill: '#1c1917' })),
    ...highlight.map((line) => ({ line, fill: '#c2410c' })),
  ];
  const firstBaseline = 250;
  const text = lines
    .map(
      ({ line, fill }, i) =>
        `<text x="64" y="${firstBaseline + i * lineHeight}" font-family="${font}" font-size="46" font-weight="800" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
  const background = Buffer.from(`<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fde7d2"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    <circle cx="1080" cy="90" r="260" fill="#fdba74" fill-opacity="0.35"/>
    <text x="64" y="178" font-family="${font}" font-size="21" font-weight="700" fill="#c2410c">${escapeXml(copy.heroEyebrow.toUpperCase())}</text>
    ${text}
  </svg>`);
  const wordmark = await sharp(path.join(publicDir, 'logo-wordmark.svg'), { density: 300 })
    .resize({ width: 281 })
    .png()
    .toBuffer();

  return sharp(background)
    .composite([
      { input: wordmark, top: 56, left: 64 },
      { input: await framed(artwork, 520, 390, 10), top: 90, left: 630 },
      { input: await framed(photo, 220, 165, 8), top: 420, left: 600 },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

const started = performance.now();
await mkdir(path.join(clientDir, 'share'), { recursive: true });
await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(publicUrl));
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(publicUrl));
for (const { locale, variant } of storefronts) {
  await writeFile(path.join(clientDir, shareImagePath(locale, variant)), await shareImage(locale, variant));
}
console.log(
  `seo files: sitemap.xml, robots.txt, ${storefronts.length} share images in ${path.relative(root, clientDir)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
