/**
 * "Regenerate" on the proof card of the staff order page (issue 20 §4): while the customer asks for
 * a change, staff choose one of the configured artwork providers and may add to the style's prompt;
 * the shop makes a new artwork of the order's photo (the same provider pipeline, time limits, costs
 * and spend caps as a customer's). Its progress shows here, polled while it is made; once ready it is
 * the image the next proof shows, and staff send it with "Send new proof".
 */
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslator } from '#client/i18n/use-translator.ts';
import { adminOrdersApi } from '#client/lib/admin-orders-api.ts';
import type { AdminOrderProof } from '#shared/api/proofs.schemas.ts';
import type { ArtworkProvider } from '#shared/artwork.ts';
import { proofPromptAdditionMaxLength } from '#shared/proofs.ts';
import { useApiAction } from '../components/use-api-action.hook.ts';

/** How often the order is read again while a regenerated artwork is being made. */
const pollMs = 3000;

const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-stone-500 focus:outline-none';

/** Whether the regenerated artwork is still being made. */
export const isRegenerating = (proof: AdminOrderProof) =>
  proof.regeneration?.status === 'queued' || proof.regeneration?.status === 'running';

/** The Regenerate form and the regeneration's progress; nothing without configured providers. */
export function OrderProofRegenerate({
  orderNumber,
  proof,
  disabled,
  onChanged,
}: {
  orderNumber: string;
  proof: AdminOrderProof;
  /** Another action of the card is under way. */
  disabled: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslator();
  const uid = useId();
  const providers = proof.regenerateProviders;
  const [provider, setProvider] = useState(providers[0] ?? 'openai');
  const [promptAddition, setPromptAddition] = useState('');
  const [busy, setBusy] = useState(false);
  const regenerate = useApiAction(adminOrdersApi.regenerateProofArtwork);
  const making = isRegenerating(proof);

  // Read the order again while the artwork is made, so its state and the next proof's image follow.
  useEffect(() => {
    if (!making) return;
    const timer = window.setTimeout(onChanged, pollMs);
    return () => window.clearTimeout(timer);
  }, [making, onChanged]);

  const name = (p: ArtworkProvider) => t(`adminOrders.proof.regenerate.providers.${p}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled || making) return;
    setBusy(true);
    const answer = await regenerate.run(orderNumber, {
      provider,
      ...(promptAddition.trim() ? { promptAddition: promptAddition.trim() } : {}),
    });
    setBusy(false);
    if (answer) setPromptAddition('');
    onChanged();
  };

  const regeneration = proof.regeneration;
  return (
    <div className="grid gap-3" data-testid="proof-regenerate">
      {regeneration && (
        <p
          role="status"
          className={`text-sm ${regeneration.status === 'failed' ? 'text-red-700' : 'text-stone-700'}`}
          data-testid="proof-regeneration"
          data-status={regeneration.status}
        >
          {making && <LoaderCircle className="mr-1 inline size-4 animate-spin align-text-bottom" aria-hidden="true" />}
          {t(`adminOrders.proof.regenerate.status.${regeneration.status}`, { provider: name(regeneration.provider) })}
          {regeneration.fallbacks.length > 0 &&
            ` ${t('adminOrders.proof.regenerate.passedOver', {
              providers: regeneration.fallbacks.map((f) => name(f.provider)).join(', '),
            })}`}
        </p>
      )}
      {providers.length > 0 && (
        <form className="grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200" onSubmit={(e) => void submit(e)}>
          <p className="text-sm font-semibold">{t('adminOrders.proof.regenerate.title')}</p>
          <div className="grid gap-2 sm:grid-cols-[minmax(0,12rem)_1fr]">
            <label className="grid gap-1 text-xs font-medium text-stone-600" htmlFor={`${uid}-provider`}>
              {t('adminOrders.proof.regenerate.provider')}
              <select
                id={`${uid}-provider`}
                className={inputClass}
                value={provider}
                onChange={(e) => setProvider(e.target.value as typeof provider)}
                data-testid="proof-regenerate-provider"
              >
                {providers.map((p) => (
                  <option key={p} value={p}>
                    {name(p)}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-xs font-medium text-stone-600" htmlFor={`${uid}-prompt`}>
              {t('adminOrders.proof.regenerate.prompt')}
              <input
                id={`${uid}-prompt`}
                className={inputClass}
                value={promptAddition}
                maxLength={proofPromptAdditionMaxLength}
                placeholder={t('adminOrders.proof.regenerate.promptPlaceholder')}
                onChange={(e) => setPromptAddition(e.target.value)}
                data-testid="proof-regenerate-prompt"
              />
            </label>
          </div>
          {regenerate.failure && (
            <p role="alert" className="text-sm text-red-700">
              {regenerate.failure}
            </p>
          )}
          <div>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={busy || disabled || making}
              data-testid="proof-regenerate-submit"
            >
              {busy ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw className="size-4" aria-hidden="true" />
              )}
              {t('adminOrders.proof.regenerate.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
