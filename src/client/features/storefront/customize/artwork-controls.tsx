/**
 * The artwork controls of the customize page's preview (issue 8; SPEC §2.5): the style choice
 * (painterly / cel, a native radio group), the provider choice where a style has several (issue 20
 * §1), the progress in stages (uploading → photo received →
 * creating artwork → ready, or failed with 'Try again'), the photo / artwork toggle, and the honest
 * label of what is shown ('Instant preview' is a filter; the final artwork is checked by artists).
 */
import { AlertCircle, Check, CheckCircle2, Clock, LoaderCircle, RotateCcw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { RadioCardInput, radioFocusRing } from '#client/components/ui/radio-card.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import type { ClientErrorCode } from '#client/lib/api-error.ts';
import { cn } from '#client/lib/cn.ts';
import type { Artwork } from '#shared/api/artworks.schemas.ts';
import {
  type ArtworkFallbackReason,
  type ArtworkStyle,
  artworkStyles,
  type HostedArtworkProvider,
} from '#shared/artwork.ts';
import { type ArtworkStage, artworkSteps, type StyleProgress } from './artwork-progress.ts';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Small swatches hinting at each style's look (decoration). */
const styleSwatches: Record<ArtworkStyle, string> = {
  painterly: 'bg-[conic-gradient(at_30%_30%,#f6c77b,#d98a6a,#8fb3a4,#f1e3c4,#f6c77b)]',
  cel: 'bg-[linear-gradient(135deg,#1f2937_0_12%,#fbbf24_12%_45%,#38bdf8_45%_78%,#f472b6_78%)]',
};

/** Painterly / cel, each with its state once asked for (spinner, check, alert). */
export function StyleChoice({
  t,
  style,
  onChange,
  progressOf,
}: {
  t: Translator;
  style: ArtworkStyle;
  onChange: (style: ArtworkStyle) => void;
  progressOf: (style: ArtworkStyle) => StyleProgress;
}) {
  const uid = useId();
  return (
    <div className="space-y-2">
      <h3 id={`${uid}-style`} className="text-sm font-semibold text-stone-900">
        {t('customize.artwork.styleHeading')}
      </h3>
      <div
        role="radiogroup"
        aria-labelledby={`${uid}-style`}
        className="grid grid-cols-2 gap-2.5"
        data-testid="style-choice"
      >
        {artworkStyles.map((option) => {
          const { stage, artwork } = progressOf(option);
          const asked = artwork !== undefined || stage === 'failed';
          return (
            <label
              key={option}
              data-testid="style-option"
              data-style={option}
              data-stage={asked ? stage : 'none'}
              className={cn(
                'relative flex min-w-0 items-center gap-2.5 rounded-2xl border bg-white p-2.5 pr-6 text-left transition-all sm:gap-3 sm:p-3 sm:pr-7',
                'border-stone-200 hover:border-stone-300',
                'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/20',
                radioFocusRing,
              )}
            >
              <RadioCardInput
                name={`${uid}-style`}
                value={option}
                checked={option === style}
                onChoose={() => onChange(option)}
                aria-labelledby={`${uid}-${option}-name`}
                aria-describedby={`${uid}-${option}-description`}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'size-8 shrink-0 rounded-lg shadow-inner ring-1 ring-black/10 sm:size-9 sm:rounded-xl',
                  styleSwatches[option],
                )}
              />
              {/* A tick on the chosen style only (issue 23 point 6); the other shows only work or a failure. */}
              {asked && (option === style || stage !== 'ready') && (
                <span className="absolute top-1.5 right-1.5">
                  <StageIcon stage={stage} />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span id={`${uid}-${option}-name`} className="block text-sm font-semibold text-stone-900 sm:text-base">
                  {t(`customize.artwork.styles.${option}.name`)}
                </span>
                <span id={`${uid}-${option}-description`} className="block text-xs leading-snug text-stone-500">
                  {t(`customize.artwork.styles.${option}.description`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Which hosted provider makes the chosen style's artwork (issue 20 §1), shown only when the style
 * has more than one: 'Automatic' (the shop's order) or one of them, asked for at once.
 */
export function ProviderChoice({
  t,
  providers,
  chosen,
  onChange,
}: {
  t: Translator;
  providers: readonly HostedArtworkProvider[];
  chosen: HostedArtworkProvider | undefined;
  onChange: (provider: HostedArtworkProvider | null) => void;
}) {
  const uid = useId();
  if (providers.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={`${uid}-provider`} className="font-medium text-stone-700">
        {t('customize.artwork.providerChoice.label')}
      </label>
      <select
        id={`${uid}-provider`}
        value={chosen ?? ''}
        onChange={(event) => onChange((event.target.value || null) as HostedArtworkProvider | null)}
        className={cn('rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900', focusRing)}
        data-testid="provider-choice"
      >
        <option value="">{t('customize.artwork.providerChoice.auto')}</option>
        {providers.map((provider) => (
          <option key={provider} value={provider}>
            {t(`customize.artwork.providerChoice.providers.${provider}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function StageIcon({ stage }: { stage: ArtworkStage }) {
  if (stage === 'ready') return <Check className="size-3.5 text-emerald-600" strokeWidth={3} aria-hidden="true" />;
  if (stage === 'failed') return <AlertCircle className="size-3.5 text-red-600" aria-hidden="true" />;
  if (stage === 'idle') return null;
  return <LoaderCircle className="size-3.5 animate-spin text-brand-600" aria-hidden="true" />;
}

/**
 * The stages as four steps and a status line (`aria-live`), or the failure with 'Try again'.
 * `data-stage` carries the stage for tests.
 */
export function ArtworkProgress({
  t,
  progress,
  stalled,
  onRetry,
}: {
  t: Translator;
  progress: StyleProgress;
  stalled: boolean;
  onRetry: () => void;
}) {
  const { stage, errorCode } = progress;
  if (stage === 'idle') return null;
  if (stage === 'failed') {
    return (
      <div
        data-testid="artwork-status"
        data-stage="failed"
        role="alert"
        className="flex flex-wrap items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('customize.artwork.status.failed')}</p>
          <p className="mt-0.5">{failureDetail(t, errorCode)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry} data-testid="artwork-retry" className="max-sm:w-full">
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('customize.artwork.retry')}
        </Button>
      </div>
    );
  }
  const current = artworkSteps.indexOf(stage);
  // Without an automatic stylizer (STYLIZER=manual) staff make the artwork: hours, not seconds.
  const byHand = stage !== 'ready' && stage !== 'uploading' && progress.artwork?.provider === 'staff';
  return (
    <div data-testid="artwork-status" data-stage={stage} className="space-y-3">
      {/* Once ready the steps have done their job: only the status line stays. */}
      <ol
        aria-label={t('customize.artwork.progressLabel')}
        className={cn('grid grid-cols-4 gap-1', stage === 'ready' && 'hidden')}
      >
        {artworkSteps.map((step, index) => {
          const done = index < current || stage === 'ready';
          const active = index === current && stage !== 'ready';
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1.5 text-center"
            >
              <span className="relative flex w-full items-center justify-center">
                {index > 0 && (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-1/2 right-1/2 left-[-50%] h-0.5 -translate-y-1/2',
                      index <= current ? 'bg-brand-500' : 'bg-stone-200',
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative grid size-7 place-items-center rounded-full text-xs font-bold ring-4 ring-white',
                    done && 'bg-brand-600 text-white',
                    active && 'bg-brand-100 text-brand-700',
                    !done && !active && 'bg-stone-100 text-stone-400',
                  )}
                >
                  {done ? (
                    <Check className="size-3.5" strokeWidth={3} />
                  ) : active ? (
                    <LoaderCircle className="size-4 animate-spin" />
                  ) : (
                    index + 1
                  )}
                </span>
              </span>
              <span
                className={cn(
                  'text-[11px] leading-tight sm:text-xs',
                  done || active ? 'font-semibold text-stone-800' : 'text-stone-500',
                )}
              >
                {t(`customize.artwork.steps.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="flex items-start gap-2 text-sm font-medium text-stone-700">
        {stage === 'ready' ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : byHand ? (
          <Clock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        ) : (
          <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin text-brand-600" aria-hidden="true" />
        )}
        <span>
          <span data-testid="artwork-status-text">
            {byHand ? t('customize.artwork.status.waitingForArtists') : t(`customize.artwork.status.${stage}`)}
          </span>
          {stalled && (
            <>
              {' '}
              <span className="font-normal text-stone-500">{t('customize.artwork.stalled')}</span>{' '}
              <button
                type="button"
                onClick={onRetry}
                className={cn('font-semibold text-brand-700 underline underline-offset-2', focusRing)}
              >
                {t('customize.artwork.checkAgain')}
              </button>
            </>
          )}
        </span>
      </p>
      {errorCode === 'ARTWORK_LIMIT_REACHED' && (
        // Issue 20 §2: a generation limit held; the instant preview is what the customer gets for now.
        <p
          data-testid="artwork-limit"
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('errors.ARTWORK_LIMIT_REACHED')}</span>
        </p>
      )}
    </div>
  );
}

/** Why it failed, translated: a request's error code, else the generic hint (a failed job). */
function failureDetail(t: Translator, code: ClientErrorCode | undefined): string {
  if (!code || code === 'INTERNAL' || code === 'UNEXPECTED_RESPONSE') return t('customize.artwork.failedHint');
  // A generation limit without a preview of this style to keep (issue 20 §2).
  if (code === 'ARTWORK_LIMIT_REACHED') return t('customize.artwork.limitReached');
  return t(`errors.${code}`);
}

/** Which image the mockups print: the customer's photo or the artwork. */
export type PrintSource = 'photo' | 'artwork';

/** Photo / artwork: two toggle buttons (`aria-pressed`). */
export function SourceToggle({
  t,
  source,
  onChange,
}: {
  t: Translator;
  source: PrintSource;
  onChange: (source: PrintSource) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={t('customize.artwork.show.label')}
      className="inline-flex rounded-xl bg-stone-100 p-1"
      data-testid="print-source"
    >
      {(['photo', 'artwork'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={source === option}
          data-testid={`show-${option}`}
          onClick={() => onChange(option)}
          className={cn(
            'h-9 rounded-lg px-4 text-sm font-semibold transition-colors',
            source === option ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            focusRing,
          )}
        >
          {t(`customize.artwork.show.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** What the shown artwork is, honestly: an instant filter preview, an AI artwork or the artists' work. */
export function ArtworkBadge({ t, artwork }: { t: Translator; artwork: Artwork }) {
  return (
    <span
      data-testid="artwork-provider"
      data-provider={artwork.provider}
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
    >
      <Sparkles className="size-3.5" aria-hidden="true" />
      {t(`customize.artwork.provider.${artwork.provider}`)}
    </span>
  );
}

/**
 * The note under the mockup saying what the customer sees and that artists check the final artwork;
 * when a hosted provider could not make it, why this is the instant preview (issue 20 §1).
 */
export function ArtworkNote({
  t,
  artwork,
  upgrading,
  byArtists = false,
  fallback = null,
}: {
  t: Translator;
  artwork: Artwork;
  upgrading: boolean;
  /** The better artwork on its way is staff's (STYLIZER=manual): hours, not seconds. */
  byArtists?: boolean;
  fallback?: ArtworkFallbackReason | null;
}) {
  return (
    <p className="text-xs leading-relaxed text-stone-500" data-testid="artwork-note">
      {fallback && (
        <>
          <span className="font-semibold text-stone-700" data-testid="artwork-fallback" data-reason={fallback}>
            {t(`customize.artwork.fallback.${fallback}`)}
          </span>{' '}
        </>
      )}
      {t(`customize.artwork.notes.${artwork.provider}`)}
      {upgrading && <> {t(byArtists ? 'customize.artwork.upgradingByArtists' : 'customize.artwork.upgrading')}</>}
    </p>
  );
}
