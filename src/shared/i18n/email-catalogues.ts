/**
 * The emails' text in the shop's four locales (ADR 0005): read by the server's email templates
 * (src/server/email/templates). Isomorphic: no client, server or `node:` imports.
 */
import type { Locale } from '../locales.ts';
import type { EmailCatalogue } from './email-catalogue.types.ts';
import { deEmails } from './messages/de.emails.ts';
import { enUsEmails } from './messages/en-us.emails.ts';
import { esEmails } from './messages/es.emails.ts';
import { frEmails } from './messages/fr.emails.ts';

export type {
  EmailCatalogue,
  EmailCommonMessages,
} from './email-catalogue.types.ts';

/** Every locale's email text; email-catalogues.test.ts keeps keys and placeholders in step. */
export const emailCatalogues: Record<Locale, EmailCatalogue> = {
  'en-us': enUsEmails,
  de: deEmails,
  fr: frEmails,
  es: esEmails,
};

/** SPEC §9 / §4: how long a preview takes, as the emails say it. */
export const previewProcessingHours = '1-3';
