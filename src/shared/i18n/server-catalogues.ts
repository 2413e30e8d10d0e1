/**
 * Server-rendered text in the shop's four locales (ADR 0005): the hosted test checkout's copy and the
 * names of checkout line items, for server code that writes text a shopper reads without the client
 * build. Isomorphic: no client, server or `node:` imports.
 */
import type { Locale } from '../locales.ts';
import { de } from './messages/de.messages.ts';
import { enUs } from './messages/en-us.messages.ts';
import { es } from './messages/es.messages.ts';
import { fr } from './messages/fr.messages.ts';
import type { ServerCatalogue } from './server-catalogue.types.ts';

export type {
  HostedCheckoutErrorMessages,
  HostedCheckoutMessages,
  ServerCatalogue,
} from './server-catalogue.types.ts';

/** Every locale's catalogue; server-catalogues.test.ts keeps their keys and placeholders in step. */
export const serverCatalogues: Record<Locale, ServerCatalogue> = { 'en-us': enUs, de, fr, es };

/**
 * Fills i18next-style `{{name}}` placeholders, e.g. `interpolate('Pay {{amount}}', {amount: '$49.99'})`
 * → `Pay $49.99`. Unknown placeholders are left as they are. The result is plain text: escaping is
 * the renderer's job.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
