/** Email text in English (ADR 0005); the reference for the other locales' keys and placeholders. */
import type { EmailCatalogue } from '../email-catalogue.types.ts';

export const enUsEmails: EmailCatalogue = {
  common: {
    greeting: 'Hi there,',
    greetingNamed: 'Hi {{name}},',
    support: 'Questions? Write to us at {{email}}.',
    signoff: 'Best wishes,',
    team: 'The wowtees team',
  },
  orderLink: {
    preheader: 'Your animated artwork is ready: order it with {{percent}}% off.',
    heading: 'Your custom animated artwork is ready!',
    intro: 'We turned your photo into animated artwork. Here it is:',
    imageAlt: 'Your animated artwork',
    offer:
      'Have it printed on a premium t-shirt, hoodie or sweatshirt: as a thank-you, a {{percent}}% discount is applied automatically when you order through the button below.',
    button: 'Order now with {{percent}}% off',
    perks: 'Free shipping and 30 days money back.',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footer: 'You are receiving this email because you asked wowtees for a preview of your design.',
  },
  previewAck: {
    subject: 'We have your photo: your preview is on its way',
    preheader: 'Your preview arrives within 1-3 hours.',
    heading: 'Thank you, we have your photo!',
    received: 'Your photo arrived safely and our artists are turning it into animated artwork.',
    eta: 'Your preview arrives in this inbox within {{hours}} hours.',
    imageAlt: 'Your photo',
    next: 'When it arrives, you can order your design printed on a t-shirt, hoodie or sweatshirt.',
    footer: 'You are receiving this email because you asked wowtees for a preview of your design.',
  },
  previewConfirm: {
    subject: 'Please confirm your email address for your wowtees preview',
    preheader: 'One click, and your preview comes to this inbox.',
    heading: 'Please confirm your email address',
    intro: 'We received a request to send a preview of a design to this address.',
    confirm: 'Please confirm that this is your email address, so we can send your preview here:',
    button: 'Confirm my email address',
    eta: 'Once confirmed, your preview arrives in this inbox within {{hours}} hours.',
    expiry: 'The link works for {{validHours}} hours.',
    ignore:
      'If you did not ask for a preview, you can ignore this email: without your confirmation we send you no preview.',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footer: 'You are receiving this email because this address was entered at wowtees for a preview.',
  },
  orderConfirmation: {
    preheader: 'Order {{orderNumber}} is confirmed. Here is what happens next.',
    heading: 'Thank you for your order!',
    intro: 'We have received your payment and your order is confirmed. Keep this email as your receipt.',
    orderNumberLabel: 'Order number',
    productLabel: 'Product',
    variantLabel: 'Size and color',
    shippingLabel: 'Shipping',
    shippingFree: 'Free',
    totalLabel: 'Total paid',
    imageAlt: 'Your design',
    nextHeading: 'What happens next',
    stepCheck:
      'Artwork check: before printing, we check that your design will print well. If anything needs your attention, we email you first.',
    stepPrint: 'Printing: we print your design on your garment and ship it within 5-7 business days.',
    stepShip: 'Shipping: shipping is free. As soon as your parcel is on its way, we email you its tracking link.',
    stepDelivery: 'Delivery: your order arrives within 12 business days.',
    changeHeading: 'Need to change or cancel your order?',
    change:
      'Write to {{email}} as soon as possible and mention your order number {{orderNumber}}. Until your order goes to print, we can change or cancel it.',
    footer: 'You are receiving this email because you placed an order at wowtees.',
    testNote:
      "TEST ORDER: this order was paid in the shop's test mode. No money was charged, and nothing will be printed or shipped.",
  },
};
