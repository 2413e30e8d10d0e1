/**
 * What the email-order page's artwork is (issue 20 §7), in the customize page's words: the instant
 * preview (an automatic filter; the final artwork is checked before printing), staff's artwork or a
 * provider's. Shown only when the link's generated artwork is what the page shows.
 */
import { Sparkles } from 'lucide-react';
import type { Translator } from '#client/i18n/i18n.ts';
import type { ArtworkProvider } from '#shared/artwork.ts';

export function ArtworkOrigin({ t, provider }: { t: Translator; provider: ArtworkProvider }) {
  return (
    <div className="mt-4 space-y-1.5" data-testid="email-order-artwork-origin" data-provider={provider}>
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
        <Sparkles className="size-3.5" aria-hidden="true" />
        {t(`customize.artwork.provider.${provider}`)}
      </span>
      <p className="text-xs leading-relaxed text-stone-500">{t(`customize.artwork.notes.${provider}`)}</p>
    </div>
  );
}
