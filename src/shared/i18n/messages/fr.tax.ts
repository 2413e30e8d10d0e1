/** Textes de taxe et de facture en français (issue 21 §2) ; clés et variables comme en-us.tax.ts. */
import type { TaxCatalogue } from '../tax-catalogue.types.ts';

export const frTax: TaxCatalogue = {
  tax: {
    includedAtRate: 'TTC, dont TVA {{rate}}',
    noVat: 'TVA non applicable (livraison hors UE)',
    atCheckout: 'Taxes calculées lors du paiement',
    noSalesTax: 'Aucune taxe de vente facturée',
    vatAmount: 'Dont TVA ({{rate}})',
    salesTaxAmount: 'Taxe de vente (États-Unis)',
    invoiceAttached: 'Votre facture est jointe à cet e-mail (PDF).',
  },
  invoice: {
    title: 'Facture',
    invoiceNumber: 'Numéro de facture',
    invoiceDate: 'Date de facture',
    orderNumber: 'Numéro de commande',
    supplyDate: 'Date de livraison : date d’expédition',
    seller: 'Vendeur',
    billTo: 'Facturé à',
    vatId: 'N° de TVA',
    contact: 'Contact : {{email}}',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    discount: 'Remise',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total TTC',
    netAmount: 'Total HT',
    paid: 'Payée intégralement le {{date}}.',
    testNote: 'COMMANDE DE TEST : aucun montant n’a été débité. Ce document n’est pas une facture valable.',
    operatorMissing: 'Coordonnées de l’exploitant non configurées',
    thanks: 'Merci pour votre commande !',
  },
};
