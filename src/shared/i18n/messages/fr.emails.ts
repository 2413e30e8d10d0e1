/** Email text in French (ADR 0005); keys and placeholders as en-us.emails.ts. */
import type { EmailCatalogue } from '../email-catalogue.types.ts';

export const frEmails: EmailCatalogue = {
  common: {
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {{name}},',
    support: 'Des questions ? Écrivez-nous à {{email}}.',
    signoff: 'Bien cordialement,',
    team: 'L’équipe wowtees',
  },
  orderLink: {
    preheader: 'Votre œuvre animée est prête : commandez-la avec {{percent}}\u00a0% de remise.',
    heading: 'Votre œuvre animée personnalisée est prête !',
    intro: 'Nous avons transformé votre photo en œuvre animée. La voici :',
    imageAlt: 'Votre œuvre animée',
    offer:
      'Faites-la imprimer sur un t-shirt, un sweat à capuche ou un sweat-shirt de qualité : pour vous remercier, une remise de {{percent}}\u00a0% est appliquée automatiquement lorsque vous commandez avec le bouton ci-dessous.',
    button: 'Commander avec {{percent}}\u00a0% de remise',
    perks: 'Livraison gratuite et satisfait ou remboursé pendant 30 jours.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer: 'Vous recevez cet e-mail parce que vous avez demandé à wowtees un aperçu de votre design.',
  },
  previewAck: {
    subject: 'Nous avons votre photo : votre aperçu arrive bientôt',
    preheader: 'Votre aperçu arrive d’ici 1 à 3 heures.',
    heading: 'Merci, nous avons bien reçu votre photo !',
    received: 'Votre photo est bien arrivée et nos artistes la transforment en œuvre animée.',
    eta: 'Votre aperçu arrivera dans cette boîte de réception d’ici {{hours}} heures.',
    imageAlt: 'Votre photo',
    next: 'Dès sa réception, vous pourrez faire imprimer votre design sur un t-shirt, un sweat à capuche ou un sweat-shirt.',
    footer: 'Vous recevez cet e-mail parce que vous avez demandé à wowtees un aperçu de votre design.',
  },
};
