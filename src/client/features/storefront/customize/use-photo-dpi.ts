/**
 * The chosen photo's print DPI measured in the browser (issue 11): the warning for a photo too small
 * for a good print (issue 8 rule, `minimumPrintDpi`) shows as soon as the photo is chosen, before
 * the server has measured it for an artwork. The server's figure wins once known (see callers).
 */
import { useEffect, useState } from 'react';
import { effectivePrintDpi } from '#shared/artwork.ts';

/** @returns the effective DPI of the image at `url` on the print area, or null while unknown. */
export function usePhotoDpi(url: string | null): number | null {
  const [measured, setMeasured] = useState<{ url: string; dpi: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current && image.naturalWidth > 0 && image.naturalHeight > 0) {
        setMeasured({ url, dpi: effectivePrintDpi(image.naturalWidth, image.naturalHeight) });
      }
    };
    image.src = url;
    return () => {
      current = false;
      image.onload = null;
    };
  }, [url]);
  return measured && measured.url === url ? measured.dpi : null;
}
