/**
 * One landing/style-chooser image of an example (photo or artwork) as a responsive `<picture>`:
 * the build's AVIF and WebP widths (scripts/make-gallery-artwork.ts) and a JPEG fallback. Callers
 * pass `sizes` for their slot (see the `*Sizes` constants beside each use) and the priority.
 */
import { ResponsiveImage, type ResponsiveImageProps } from '#client/components/ui/responsive-image.tsx';
import {
  type ExampleId,
  type GalleryKind,
  galleryImageSize,
  gallerySrc,
  gallerySrcSet,
} from '#client/lib/gallery-data.ts';

type GalleryImageProps = Omit<ResponsiveImageProps, 'sources' | 'src' | 'srcSet' | 'width' | 'height'> & {
  id: ExampleId;
  kind: GalleryKind;
};

/** `<picture>` with AVIF and WebP `<source>`s and a JPEG `<img>` (600 px `src`). */
export function GalleryImage({ id, kind, ...rest }: GalleryImageProps) {
  return (
    <ResponsiveImage
      sources={[
        { type: 'image/avif', srcSet: gallerySrcSet(id, kind, 'avif') },
        { type: 'image/webp', srcSet: gallerySrcSet(id, kind, 'webp') },
      ]}
      src={gallerySrc(id, kind, 600, 'jpg')}
      srcSet={gallerySrcSet(id, kind, 'jpg')}
      {...galleryImageSize}
      {...rest}
    />
  );
}
