/**
 * One of the landing's garment mockups (issue 22 §1) as a responsive `<picture>`: the image the build
 * rendered with the server's mockup renderer (scripts/make-gallery-mockups.ts), AVIF then WebP, square
 * and transparent, so it sits on its card's own colour. Lazy unless `eager` (above the fold).
 */
import { ResponsiveImage } from '#client/components/ui/responsive-image.tsx';
import {
  type GalleryMockup,
  galleryMockupSrc,
  galleryMockupSrcSet,
  galleryMockupWidths,
} from '#client/lib/gallery-data.ts';

interface GalleryMockupImageProps {
  mockup: GalleryMockup;
  /** The slot's CSS width per media condition. */
  sizes: string;
  /** What the picture shows, e.g. "Hoodie printed with this artwork". */
  alt: string;
  eager?: boolean;
  className?: string;
}

const widest = galleryMockupWidths[galleryMockupWidths.length - 1];

/** `<picture>` with an AVIF `<source>` and a WebP `<img>` (both widths in each). */
export function GalleryMockupImage({ mockup, sizes, alt, eager = false, className }: GalleryMockupImageProps) {
  return (
    <ResponsiveImage
      sources={[{ type: 'image/avif', srcSet: galleryMockupSrcSet(mockup, 'avif') }]}
      src={galleryMockupSrc(mockup, widest, 'webp')}
      srcSet={galleryMockupSrcSet(mockup, 'webp')}
      width={widest}
      height={widest}
      sizes={sizes}
      alt={alt}
      eager={eager}
      className={className}
      data-testid="gallery-mockup"
    />
  );
}
