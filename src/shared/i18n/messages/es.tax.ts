/** Textos de impuestos y factura en español (issue 21 §2); claves y variables como en-us.tax.ts. */
import type { TaxCatalogue } from '../tax-catalogue.types.ts';

export const esTax: TaxCatalogue = {
  tax: {
    includedAtRate: 'IVA incluido ({{rate}})',
    noVat: 'Sin IVA (entrega fuera de la UE)',
    atCheckout: 'Impuestos calculados al pagar',
    noSalesTax: 'Sin impuesto sobre las ventas',
    vatAmount: 'IVA incluido ({{rate}})',
    salesTaxAmount: 'Impuesto sobre las ventas (EE. UU.)',
    invoiceAttached: 'Su factura va adjunta a este correo (PDF).',
  },
  invoice: {
    title: 'Factura',
    invoiceNumber: 'Número de factura',
    invoiceDate: 'Fecha de factura',
    orderNumber: 'Número de pedido',
    supplyDate: 'Fecha de entrega: la fecha de envío',
    seller: 'Vendedor',
    billTo: 'Facturar a',
    vatId: 'NIF-IVA',
    contact: 'Contacto: {{email}}',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    discount: 'Descuento',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    netAmount: 'Base imponible',
    paid: 'Pagada en su totalidad el {{date}}.',
    testNote: 'PEDIDO DE PRUEBA: no se ha cobrado nada. Esto no es una factura válida.',
    operatorMissing: 'Datos del titular de la tienda no configurados',
    thanks: '¡Gracias por su pedido!',
  },
};
