/** Tax and invoice text in US English (issue 21 §2); keys and placeholders in every locale alike. */
import type { TaxCatalogue } from '../tax-catalogue.types.ts';

export const enUsTax: TaxCatalogue = {
  tax: {
    includedAtRate: 'incl. {{rate}} VAT',
    noVat: 'No VAT charged (delivery outside the EU)',
    atCheckout: 'Taxes calculated at checkout',
    noSalesTax: 'No sales tax charged',
    vatAmount: 'Included VAT ({{rate}})',
    salesTaxAmount: 'Sales tax',
    invoiceAttached: 'Your invoice is attached to this email (PDF).',
  },
  invoice: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order number',
    supplyDate: 'Date of supply: the shipping date',
    seller: 'Seller',
    billTo: 'Bill to',
    vatId: 'VAT ID',
    contact: 'Contact: {{email}}',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    netAmount: 'Net amount',
    paid: 'Paid in full on {{date}}.',
    testNote: 'TEST ORDER: no money was charged. This is not a valid invoice.',
    operatorMissing: 'Shop operator details not configured',
    thanks: 'Thank you for your order!',
  },
};
