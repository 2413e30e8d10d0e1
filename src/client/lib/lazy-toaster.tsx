/**
 * sonner's `<Toaster>`, rendered only after the first `toast.*` call (lib/toast.ts, issue 9): until
 * then no sonner code is loaded.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslator } from '../i18n/use-translator.ts';
import { loadSonner, onToasterRequested, toasterMounted, toasterRequested } from './toast.ts';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** Runs after the sibling toaster's effects, i.e. once it listens for toasts. */
function MountSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * The shop's toaster (top centre, coloured, closable), mounted on first use. Its region and close
 * button labels come from our catalogue (`toast.*`): sonner's own are English ("Close toast").
 */
export function LazyToaster() {
  const { t } = useTranslator();
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  // Rendered after hydration only, so the server's and the browser's first render agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!requested || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t('toast.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
      <MountSignal />
    </Suspense>
  );
}
