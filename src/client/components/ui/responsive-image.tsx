/**
 * A `<picture>` of one landing image in the build's widths and encodings (AVIF, then WebP, then a
 * JPEG `<img>` for any browser without either), so the browser fetches only the width its slot
 * needs at its pixel density. `sizes` must describe the slot's real CSS width; `width`/`height`
 * give the intrinsic ratio so the slot is reserved before the image arrives (no layout shift).
 *
 * Priority: `priority` marks the page's LCP image (`fetchpriority="high"`, loaded eagerly); the
 * others default to `loading="lazy"` + `decoding="async"`, unless `eager` says they are above the
 * fold. Being inside `<picture>` also keeps React from emitting an image preload for it (the logos
 * are the page's only preloaded images, SPEC §2.4).
 */
import type { ImgHTMLAttributes } from 'react';

/** One encoding of the image: its MIME type and its `srcset` (`url 320w, url 480w, ...`). */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'> {
  /** Modern encodings, best first (`<source>` order is the browser's preference). */
  sources: readonly ImageSource[];
  /** The fallback `<img>`: a JPEG URL and its `srcset`. */
  src: string;
  srcSet: string;
  /** The slot's CSS width per media condition, e.g. `(min-width: 1024px) 434px, calc(86vw - 40px)`. */
  sizes: string;
  alt: string;
  /** Intrinsic pixel size (any variant's ratio); the CSS sets the rendered size. */
  width: number;
  height: number;
  /** The page's Largest Contentful Paint image: high fetch priority, eager, sync decode. */
  priority?: boolean;
  /** Above the fold but not the LCP image: eager, normal priority. */
  eager?: boolean;
}

/** Renders `<picture>` (display: contents, so it adds no box) with one `<source>` per encoding. */
export function ResponsiveImage({
  sources,
  sizes,
  alt,
  priority = false,
  eager = false,
  ...img
}: ResponsiveImageProps) {
  const lazy = !priority && !eager;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        alt={alt}
        sizes={sizes}
        loading={lazy ? 'lazy' : undefined}
        decoding={lazy ? 'async' : undefined}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
