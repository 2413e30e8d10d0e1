/** Image thumbnails of the staff lists (orders, preview requests, customer records). */
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A square image thumbnail, or a placeholder saying what is missing (no URL, or the file failed to
 * load). `size` is the edge in CSS pixels.
 */
export function Thumb({
  src,
  alt,
  missingLabel,
  size = 56,
  className,
}: {
  src: string | null;
  alt: string;
  missingLabel: string;
  size?: number;
  className?: string;
}) {
  // Remembered per URL, so a new image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={missingLabel}
        title={missingLabel}
        style={style}
        className={cn(
          'grid shrink-0 place-items-center rounded-xl border border-dashed border-stone-300 bg-stone-50 text-stone-400',
          className,
        )}
      >
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={style}
      className={cn('shrink-0 rounded-xl border border-stone-200 bg-stone-100 object-cover', className)}
    />
  );
}
