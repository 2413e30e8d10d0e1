/** Steuer- und Rechnungstexte auf Deutsch (issue 21 §2); Schlüssel und Platzhalter wie en-us.tax.ts. */
import type { TaxCatalogue } from '../tax-catalogue.types.ts';

export const deTax: TaxCatalogue = {
  tax: {
    includedAtRate: 'inkl. {{rate}} MwSt.',
    noVat: 'Keine MwSt. berechnet (Lieferung außerhalb der EU)',
    atCheckout: 'Steuern werden an der Kasse berechnet',
    noSalesTax: 'Keine Umsatzsteuer berechnet',
    vatAmount: 'Enthaltene MwSt. ({{rate}})',
    salesTaxAmount: 'Umsatzsteuer (USA)',
    invoiceAttached: 'Ihre Rechnung finden Sie im Anhang dieser E-Mail (PDF).',
  },
  invoice: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderNumber: 'Bestellnummer',
    supplyDate: 'Lieferdatum: entspricht dem Versanddatum',
    seller: 'Verkäufer',
    billTo: 'Rechnungsempfänger',
    vatId: 'USt-IdNr.',
    contact: 'Kontakt: {{email}}',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    discount: 'Rabatt',
    shipping: 'Versand',
    free: 'Kostenlos',
    total: 'Gesamtbetrag',
    netAmount: 'Nettobetrag',
    paid: 'Vollständig bezahlt am {{date}}.',
    testNote: 'TESTBESTELLUNG: Es wurde kein Geld belastet. Dies ist keine gültige Rechnung.',
    operatorMissing: 'Angaben zum Shopbetreiber nicht eingerichtet',
    thanks: 'Vielen Dank für Ihre Bestellung!',
  },
};
