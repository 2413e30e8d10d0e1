/**
 * Copy of the local test provider's hosted checkout page (local-checkout-page.ts) in the shop's four
 * locales, and the shipping countries' names. Placeholders in braces (`{amount}`, `{count}`) are filled
 * by `fillMessage`.
 */
import { intlTagByLocale, type Locale } from '../../shared/locales.ts';
import { type ShippingCountry, shippingCountries } from '../../shared/shipping.ts';

/** Field-level and form-level error messages; also sent to the page's script for client checks. */
export interface CheckoutErrorMessages {
  required: string;
  email: string;
  cardNumber: string;
  expiry: string;
  expired: string;
  cvc: string;
  declined: string;
  formInvalid: string;
}

export interface CheckoutPageMessages {
  pageTitle: string;
  testMode: string;
  testModeNote: string;
  testCardsHint: string;
  orderSummary: string;
  quantity: string;
  shipping: string;
  shippingFree: string;
  total: string;
  contactSection: string;
  shippingSection: string;
  paymentSection: string;
  email: string;
  shippingName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  pay: string;
  processing: string;
  cancel: string;
  notFoundTitle: string;
  notFoundBody: string;
  closedTitle: string;
  closedBody: string;
  backToShop: string;
  errors: CheckoutErrorMessages;
}

/**
 * The page's copy per locale. The en-us labels are fixed: end-to-end tests fill the form by them
 * ('Email', 'Name on shipping', 'Address', ...), and no other label may contain those words.
 */
export const checkoutPageMessages: Record<Locale, CheckoutPageMessages> = {
  'en-us': {
    pageTitle: 'Checkout',
    testMode: 'TEST MODE',
    testModeNote: "This is the shop's built-in test checkout. No real card is charged.",
    testCardsHint:
      'Card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit CVC work.',
    orderSummary: 'Order summary',
    quantity: 'Qty {count}',
    shipping: 'Shipping',
    shippingFree: 'Free',
    total: 'Total',
    contactSection: 'Contact information',
    shippingSection: 'Shipping details',
    paymentSection: 'Payment details',
    email: 'Email',
    shippingName: 'Name on shipping',
    addressLine1: 'Address',
    addressLine2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State / region',
    postalCode: 'Postal code',
    country: 'Country',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    processing: 'Processing…',
    cancel: 'Cancel and return to the shop',
    notFoundTitle: 'Checkout not found',
    notFoundBody: 'This payment link is invalid or has expired.',
    closedTitle: 'Checkout closed',
    closedBody: 'This checkout session is no longer open.',
    backToShop: 'Back to the shop',
    errors: {
      required: 'This field is required.',
      email: 'Enter a valid email address.',
      cardNumber: 'Your card number is invalid.',
      expiry: 'Enter the expiry date as MM/YY.',
      expired: 'Your card has expired.',
      cvc: "Your card's security code is invalid.",
      declined: 'Your card was declined.',
      formInvalid: 'Please correct the highlighted fields.',
    },
  },
  de: {
    pageTitle: 'Bezahlung',
    testMode: 'TESTMODUS',
    testModeNote: 'Dies ist die eingebaute Test-Kasse des Shops. Es wird keine echte Karte belastet.',
    testCardsHint:
      'Mit der Karte 4242 4242 4242 4242 gelingt die Zahlung, 4000 0000 0000 0002 wird abgelehnt. Jedes zukünftige Ablaufdatum und jede dreistellige Prüfnummer funktionieren.',
    orderSummary: 'Bestellübersicht',
    quantity: 'Menge {count}',
    shipping: 'Versand',
    shippingFree: 'Kostenlos',
    total: 'Gesamt',
    contactSection: 'Kontaktdaten',
    shippingSection: 'Lieferdaten',
    paymentSection: 'Zahlungsdaten',
    email: 'E-Mail',
    shippingName: 'Name für den Versand',
    addressLine1: 'Straße und Hausnummer',
    addressLine2: 'Wohnung, Etage usw. (optional)',
    city: 'Stadt',
    state: 'Bundesland / Region',
    postalCode: 'Postleitzahl',
    country: 'Land',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    expiryPlaceholder: 'MM / JJ',
    cvc: 'Prüfnummer (CVC)',
    pay: '{amount} bezahlen',
    processing: 'Wird verarbeitet …',
    cancel: 'Abbrechen und zurück zum Shop',
    notFoundTitle: 'Bezahlvorgang nicht gefunden',
    notFoundBody: 'Dieser Bezahllink ist ungültig oder abgelaufen.',
    closedTitle: 'Bezahlvorgang geschlossen',
    closedBody: 'Dieser Bezahlvorgang ist nicht mehr offen.',
    backToShop: 'Zurück zum Shop',
    errors: {
      required: 'Dieses Feld ist erforderlich.',
      email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      cardNumber: 'Ihre Kartennummer ist ungültig.',
      expiry: 'Geben Sie das Ablaufdatum im Format MM/JJ ein.',
      expired: 'Ihre Karte ist abgelaufen.',
      cvc: 'Die Prüfnummer Ihrer Karte ist ungültig.',
      declined: 'Ihre Karte wurde abgelehnt.',
      formInvalid: 'Bitte korrigieren Sie die markierten Felder.',
    },
  },
  fr: {
    pageTitle: 'Paiement',
    testMode: 'MODE TEST',
    testModeNote: "Ceci est le paiement de test intégré à la boutique. Aucune carte réelle n'est débitée.",
    testCardsHint:
      "La carte 4242 4242 4242 4242 est acceptée, la carte 4000 0000 0000 0002 est refusée. N'importe quelle date d'expiration future et n'importe quel cryptogramme à 3 chiffres conviennent.",
    orderSummary: 'Récapitulatif de la commande',
    quantity: 'Qté {count}',
    shipping: 'Livraison',
    shippingFree: 'Gratuite',
    total: 'Total',
    contactSection: 'Coordonnées',
    shippingSection: 'Livraison',
    paymentSection: 'Informations de paiement',
    email: 'E-mail',
    shippingName: 'Nom du destinataire',
    addressLine1: 'Adresse',
    addressLine2: 'Appartement, étage, etc. (facultatif)',
    city: 'Ville',
    state: 'Région / province',
    postalCode: 'Code postal',
    country: 'Pays',
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    expiryPlaceholder: 'MM / AA',
    cvc: 'Cryptogramme (CVC)',
    pay: 'Payer {amount}',
    processing: 'Traitement en cours…',
    cancel: 'Annuler et revenir à la boutique',
    notFoundTitle: 'Paiement introuvable',
    notFoundBody: 'Ce lien de paiement est invalide ou a expiré.',
    closedTitle: 'Paiement clôturé',
    closedBody: "Cette session de paiement n'est plus ouverte.",
    backToShop: 'Retour à la boutique',
    errors: {
      required: 'Ce champ est obligatoire.',
      email: 'Saisissez une adresse e-mail valide.',
      cardNumber: 'Votre numéro de carte est invalide.',
      expiry: "Saisissez la date d'expiration au format MM/AA.",
      expired: 'Votre carte a expiré.',
      cvc: 'Le cryptogramme de votre carte est invalide.',
      declined: 'Votre carte a été refusée.',
      formInvalid: 'Veuillez corriger les champs signalés.',
    },
  },
  es: {
    pageTitle: 'Pago',
    testMode: 'MODO DE PRUEBA',
    testModeNote: 'Este es el pago de prueba integrado de la tienda. No se cobra ninguna tarjeta real.',
    testCardsHint:
      'Con la tarjeta 4242 4242 4242 4242 el pago se realiza; con 4000 0000 0000 0002 se rechaza. Sirve cualquier fecha de caducidad futura y cualquier código de seguridad de 3 dígitos.',
    orderSummary: 'Resumen del pedido',
    quantity: 'Cant. {count}',
    shipping: 'Envío',
    shippingFree: 'Gratis',
    total: 'Total',
    contactSection: 'Datos de contacto',
    shippingSection: 'Datos de envío',
    paymentSection: 'Datos de pago',
    email: 'Correo electrónico',
    shippingName: 'Nombre del destinatario',
    addressLine1: 'Dirección',
    addressLine2: 'Piso, puerta, etc. (opcional)',
    city: 'Ciudad',
    state: 'Provincia / región',
    postalCode: 'Código postal',
    country: 'País',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Código de seguridad (CVC)',
    pay: 'Pagar {amount}',
    processing: 'Procesando…',
    cancel: 'Cancelar y volver a la tienda',
    notFoundTitle: 'Pago no encontrado',
    notFoundBody: 'Este enlace de pago no es válido o ha caducado.',
    closedTitle: 'Pago cerrado',
    closedBody: 'Esta sesión de pago ya no está abierta.',
    backToShop: 'Volver a la tienda',
    errors: {
      required: 'Este campo es obligatorio.',
      email: 'Introduce una dirección de correo electrónico válida.',
      cardNumber: 'El número de tu tarjeta no es válido.',
      expiry: 'Introduce la fecha de caducidad con el formato MM/AA.',
      expired: 'Tu tarjeta ha caducado.',
      cvc: 'El código de seguridad de tu tarjeta no es válido.',
      declined: 'Tu tarjeta ha sido rechazada.',
      formInvalid: 'Corrige los campos marcados.',
    },
  },
};

/** Replaces `{name}` placeholders, e.g. `fillMessage('Pay {amount}', {amount: '$49.99'})`. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Shipping countries with their names in `locale` (from `Intl.DisplayNames`), sorted by name. */
export function localizedCountries(locale: Locale): { code: ShippingCountry; name: string }[] {
  const tag = intlTagByLocale[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return shippingCountries
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
}
