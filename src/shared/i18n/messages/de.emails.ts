/** Email text in German (ADR 0005); keys and placeholders as en-us.emails.ts. */
import type { EmailCatalogue } from '../email-catalogue.types.ts';

export const deEmails: EmailCatalogue = {
  common: {
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {{name}},',
    support: 'Fragen? Schreiben Sie uns an {{email}}.',
    signoff: 'Viele Grüße',
    team: 'Ihr wowtees-Team',
  },
  orderLink: {
    preheader: 'Ihr animiertes Kunstwerk ist fertig: Bestellen Sie es mit {{percent}}\u00a0% Rabatt.',
    heading: 'Ihr individuelles animiertes Kunstwerk ist fertig!',
    intro: 'Wir haben Ihr Foto in ein animiertes Kunstwerk verwandelt. Hier ist es:',
    imageAlt: 'Ihr animiertes Kunstwerk',
    offer:
      'Lassen Sie es auf ein hochwertiges T-Shirt, einen Hoodie oder ein Sweatshirt drucken: Als Dankeschön wird automatisch ein Rabatt von {{percent}}\u00a0% angewendet, wenn Sie über die Schaltfläche unten bestellen.',
    button: 'Jetzt mit {{percent}}\u00a0% Rabatt bestellen',
    perks: 'Kostenloser Versand und 30 Tage Geld-zurück-Garantie.',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei wowtees eine Vorschau Ihres Designs angefordert haben.',
  },
  previewAck: {
    subject: 'Wir haben Ihr Foto: Ihre Vorschau ist unterwegs',
    preheader: 'Ihre Vorschau kommt innerhalb von 1-3 Stunden.',
    heading: 'Vielen Dank, wir haben Ihr Foto!',
    received: 'Ihr Foto ist sicher bei uns angekommen, und unsere Künstler verwandeln es in ein animiertes Kunstwerk.',
    eta: 'Ihre Vorschau kommt innerhalb von {{hours}} Stunden in dieses Postfach.',
    imageAlt: 'Ihr Foto',
    next: 'Sobald sie da ist, können Sie Ihr Design auf ein T-Shirt, einen Hoodie oder ein Sweatshirt drucken lassen.',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei wowtees eine Vorschau Ihres Designs angefordert haben.',
  },
};
