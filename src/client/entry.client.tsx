/**
 * Browser entry (React Router's default plus issue 9's catalogue step): adds the messages the
 * prerendered page carries, loads any the path still needs (the SPA fallback page carries those of
 * `/` only), then hydrates. So the first render translates exactly as prerendering did.
 *
 * Hydration also waits for the browser to paint the server's HTML once (issue 22 §2): with the
 * scripts already at hand (cache, fast network) they ran before the first frame, so a phone showed
 * nothing until hydration was done, about a second of script on a slow one.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeFromPath } from '#shared/locales.ts';
import { addInlineCatalogue, inlineCatalogueId, loadCatalogues, namespacesForPath } from './i18n/i18n.ts';

/** Resolves after the next frame has been painted; at once in a hidden tab (no frames there). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    // A frame, then a task: the task runs once that frame is on screen.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // Frames can stop (the tab hidden meanwhile): never wait long for one.
    setTimeout(resolve, 200);
  });
}

/**
 * Applies the stylesheets the build deferred (scripts/strip-hydration.ts: the page painted with its
 * inlined critical CSS); what hydration and later states render needs the whole sheet.
 */
function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
    link.media = link.dataset.beastiesMedia || 'all';
    link.removeAttribute('data-beasties-media');
  }
}

const { pathname } = window.location;
addInlineCatalogue(document.getElementById(inlineCatalogueId)?.textContent ?? '');

void Promise.all([loadCatalogues(localeFromPath(pathname), namespacesForPath(pathname)), afterFirstPaint()]).then(
  () => {
    applyDeferredStylesheets();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
);
