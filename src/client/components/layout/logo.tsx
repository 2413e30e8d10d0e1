/**
 * The wowtees logo (SPEC §2.4): the shirt badge and the word mark, two SVG images in public/ that
 * the root route preloads so the header paints without a flash.
 */
import { cn } from '#client/lib/cn.ts';

/** Public URLs of the two logo images; root.tsx preloads both. */
export const logoImages = {
  mark: '/logo-mark.svg',
  wordmark: '/logo-wordmark.svg',
} as const;

/**
 * Logo artwork only; the caller wraps it in a link with an accessible name, so the badge is
 * decorative and the word mark's alt text is the brand name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      {/* <picture> keeps React from adding its own preloads next to the ones root.tsx declares. */}
      <picture className="contents">
        <img src={logoImages.mark} alt="" width={36} height={36} className="size-9" />
      </picture>
      <picture className="contents">
        <img src={logoImages.wordmark} alt="wowtees" width={94} height={24} className="h-6 w-auto" />
      </picture>
    </span>
  );
}
