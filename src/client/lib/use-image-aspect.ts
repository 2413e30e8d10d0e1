/**
 * The width / height of the image at a URL, measured in the browser once it loads (issue 20 §5:
 * the placement of an image depends on its aspect). Null while unknown or when it cannot load.
 */
import { useEffect, useState } from 'react';

/** Measured sizes by URL, so every drawing of one image (gallery, thumbnails, editor) knows it at once. */
const known = new Map<string, { width: number; height: number }>();

/** @returns the natural pixel size of the image at `url`, or null while unknown. */
export function useImageSize(url: string | null): { width: number; height: number } | null {
  const [measured, setMeasured] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url || known.has(url)) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        known.set(url, size);
        if (current) setMeasured({ url, ...size });
      }
    };
    image.src = url;
    return () => {
      current = false;
      image.onload = null;
    };
  }, [url]);
  if (!url) return null;
  return known.get(url) ?? (measured && measured.url === url ? measured : null);
}

/** @returns the width / height of the image at `url`, or null while unknown. */
export function useImageAspect(url: string | null): number | null {
  const size = useImageSize(url);
  return size ? size.width / size.height : null;
}
