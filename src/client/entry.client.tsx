/**
 * Browser entry (React Router's default plus issue 9's catalogue step): adds the messages the
 * prerendered page carries, loads any the path still needs (the SPA fallback page carries those of
 * `/` only), then hydrates. So the first render translates exactly as prerendering did.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeFromPath } from '#shared/locales.ts';
import { addInlineCatalogue, inlineCatalogueId, loadCatalogues, namespacesForPath } from './i18n/i18n.ts';

const { pathname } = window.location;
addInlineCatalogue(document.getElementById(inlineCatalogueId)?.textContent ?? '');

void loadCatalogues(localeFromPath(pathname), namespacesForPath(pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
