/**
 * Tax and invoice text in the shop's four locales (issue 21 §2, ADR 0005: server-rendered text in
 * src/shared/i18n). Isomorphic. The hosted checkout, the confirmation email and the invoice read it.
 */
import type { Locale } from '../locales.ts';
import { deTax } from './messages/de.tax.ts';
import { enUsTax } from './messages/en-us.tax.ts';
import { esTax } from './messages/es.tax.ts';
import { frTax } from './messages/fr.tax.ts';
import type { TaxCatalogue } from './tax-catalogue.types.ts';

/** Every locale's catalogue; tax-catalogues.test.ts keeps their keys and placeholders in step. */
export const taxCatalogues: Record<Locale, TaxCatalogue> = { 'en-us': enUsTax, de: deTax, fr: frTax, es: esTax };
