/**
 * The shape of the tax and invoice text (issue 21 §2) the server renders: the hosted checkout's tax
 * line, the confirmation email's VAT row and the invoice PDF. Placeholders use `{{name}}`
 * (`interpolate`, server-catalogues.ts). A catalogue of its own beside the server catalogue, so the
 * invoice's many labels stay together.
 */

/** What a price says about tax, beside a total. */
export interface TaxWordingMessages {
  /** Euro prices: `{{rate}}` the destination's rate, e.g. `inkl. 19 % MwSt.`. */
  includedAtRate: string;
  /** Euro prices where no rate applies (a destination outside the table). */
  noVat: string;
  /** Dollar prices with Stripe Tax. */
  atCheckout: string;
  /** Dollar prices without sales tax. */
  noSalesTax: string;
  /** The VAT amount's label, `{{rate}}`: e.g. `Enthaltene MwSt. (19 %)`. */
  vatAmount: string;
  /** Stripe Tax's amount's label. */
  salesTaxAmount: string;
  /** The confirmation email's line about the attachment. */
  invoiceAttached: string;
}

/** The invoice PDF's labels. */
export interface InvoiceMessages {
  title: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  /** The date of supply, which EU invoices must state. */
  supplyDate: string;
  seller: string;
  billTo: string;
  vatId: string;
  /** `{{email}}`. */
  contact: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  discount: string;
  shipping: string;
  free: string;
  total: string;
  /** The total less the VAT. */
  netAmount: string;
  /** `{{date}}`. */
  paid: string;
  /** A test order's invoice says it is none. */
  testNote: string;
  /** When SHOP_LEGAL_NAME / SHOP_ADDRESS are not set. */
  operatorMissing: string;
  thanks: string;
}

export interface TaxCatalogue {
  tax: TaxWordingMessages;
  invoice: InvoiceMessages;
}
