/** Email text in French (ADR 0005); keys and placeholders as en-us.emails.ts. */
import type { EmailCatalogue } from '../email-catalogue.types.ts';

export const frEmails: EmailCatalogue = {
  common: {
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {{name}},',
    support: 'Des questions\u00a0? Écrivez-nous à {{email}}.',
    signoff: 'Bien cordialement,',
    team: 'L’équipe wowtees',
  },
  orderLink: {
    preheader: 'Votre œuvre animée est prête\u00a0: commandez-la avec {{percent}}\u00a0% de remise.',
    heading: 'Votre œuvre animée personnalisée est prête\u00a0!',
    intro: 'Nous avons transformé votre photo en œuvre animée. La voici\u00a0:',
    imageAlt: 'Votre œuvre animée',
    offer:
      'Faites-la imprimer sur un t-shirt, un sweat à capuche ou un sweat-shirt de qualité\u00a0: pour vous remercier, une remise de {{percent}}\u00a0% est appliquée automatiquement lorsque vous commandez avec le bouton ci-dessous.',
    button: 'Commander avec {{percent}}\u00a0% de remise',
    perks: 'Livraison gratuite et satisfait ou remboursé pendant {{returnDays}} jours.',
    perksNoFreeShipping: 'Satisfait ou remboursé pendant {{returnDays}} jours.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    footer: 'Vous recevez cet e-mail parce que vous avez demandé à wowtees un aperçu de votre design.',
  },
  previewAck: {
    subject: 'Nous avons votre photo\u00a0: votre aperçu arrive bientôt',
    preheader: 'Votre aperçu arrive d’ici 1 à 3 heures.',
    preheaderMinutes: 'Votre aperçu arrive dans quelques minutes.',
    heading: 'Merci, nous avons bien reçu votre photo\u00a0!',
    received: 'Votre photo est bien arrivée et nos artistes la transforment en œuvre animée.',
    eta: 'Votre aperçu arrivera dans cette boîte de réception d’ici {{hours}} heures.',
    etaMinutes: 'Votre aperçu arrivera dans cette boîte de réception d’ici quelques minutes.',
    imageAlt: 'Votre photo',
    next: 'Dès sa réception, vous pourrez faire imprimer votre design sur un t-shirt, un sweat à capuche ou un sweat-shirt.',
    footer: 'Vous recevez cet e-mail parce que vous avez demandé à wowtees un aperçu de votre design.',
  },
  previewConfirm: {
    subject: 'Confirmez votre adresse e-mail pour votre aperçu wowtees',
    preheader: 'Un clic, et votre aperçu arrivera dans cette boîte de réception.',
    heading: 'Confirmez votre adresse e-mail',
    intro: 'Nous avons reçu une demande d’envoi de l’aperçu d’un design à cette adresse.',
    confirm:
      'Confirmez qu’il s’agit bien de votre adresse e-mail, afin que nous puissions vous y envoyer votre aperçu\u00a0:',
    button: 'Confirmer mon adresse e-mail',
    eta: 'Une fois l’adresse confirmée, votre aperçu arrivera dans cette boîte de réception d’ici {{hours}} heures.',
    etaMinutes:
      'Une fois l’adresse confirmée, votre aperçu arrivera dans cette boîte de réception d’ici quelques minutes.',
    expiry: 'Ce lien est valable {{validHours}} heures.',
    ignore:
      'Si vous n’avez pas demandé d’aperçu, ignorez simplement cet e-mail\u00a0: sans votre confirmation, nous ne vous enverrons aucun aperçu.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie sur wowtees pour recevoir un aperçu.',
  },
  orderConfirmation: {
    preheader: 'La commande {{orderNumber}} est confirmée. Voici la suite.',
    heading: 'Merci pour votre commande\u00a0!',
    intro:
      'Nous avons bien reçu votre paiement et votre commande est confirmée. Conservez cet e-mail, il vous sert de reçu.',
    orderNumberLabel: 'Numéro de commande',
    productLabel: 'Produit',
    variantLabel: 'Taille et couleur',
    shippingLabel: 'Livraison',
    shippingFree: 'Gratuite',
    discountLabel: 'Réduction ({{code}})',
    totalLabel: 'Montant payé',
    imageAlt: 'Votre design',
    nextHeading: 'Et maintenant\u00a0?',
    stepCheck:
      'Vérification du design\u00a0: avant l’impression, nous vérifions que votre design s’imprimera bien. Si un point doit être revu, nous vous écrivons d’abord.',
    stepPrint:
      'Impression\u00a0: nous imprimons votre design sur votre vêtement et l’expédions sous {{dispatchMin}} à {{dispatchMax}} jours ouvrés.',
    stepShip:
      'Expédition\u00a0: la livraison est gratuite. Dès que votre colis est en route, nous vous envoyons son lien de suivi par e-mail.',
    stepShipNoFreeShipping:
      'Expédition\u00a0: dès que votre colis est en route, nous vous envoyons son lien de suivi par e-mail.',
    stepDelivery: 'Livraison\u00a0: votre commande vous parvient sous {{deliveryDays}} jours ouvrés au plus.',
    changeHeading: 'Besoin de modifier ou d’annuler votre commande\u00a0?',
    change:
      'Écrivez-nous au plus vite à {{email}} en indiquant votre numéro de commande {{orderNumber}}. Tant que votre commande n’est pas partie à l’impression, nous pouvons la modifier ou l’annuler.',
    footer: 'Vous recevez cet e-mail parce que vous avez passé une commande sur wowtees.',
    testNote:
      'COMMANDE DE TEST\u00a0: cette commande a été payée dans le mode test de la boutique. Aucun montant n’a été débité, et rien ne sera imprimé ni expédié.',
  },
  orderUpdate: {
    orderNumberLabel: 'Numéro de commande',
    statusButton: 'Voir le suivi de ma commande',
    statusLinkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien privé dans votre navigateur :',
    footer:
      'Vous recevez cet e-mail parce que vous avez passé commande chez wowtees. Gardez le lien de suivi pour vous : il ouvre votre commande sans mot de passe.',
    testNote:
      "COMMANDE TEST : cette commande a été payée en mode test de la boutique. Aucun montant n'a été débité ni remboursé, et rien n'est imprimé ni expédié.",
    inProductionSubject: 'Votre commande wowtees {{orderNumber}} est en cours d’impression',
    inProductionHeading: 'Votre design est en cours d’impression',
    inProductionBody:
      'Bonne nouvelle : votre commande a passé notre contrôle du visuel et elle est en production. Nous vous enverrons le lien de suivi dès son expédition.',
    shippedSubject: 'Votre commande wowtees {{orderNumber}} a été expédiée',
    shippedHeading: 'Votre commande est en route !',
    shippedBody:
      'Votre colis a quitté notre atelier d’impression. Vous pouvez le suivre grâce aux informations ci-dessous.',
    carrierLabel: 'Transporteur',
    trackingNumberLabel: 'Numéro de suivi',
    trackParcel: 'Suivre mon colis',
    expectedDelivery: 'Livraison prévue : {{window}}',
    deliveredSubject: 'Votre commande wowtees {{orderNumber}} a été livrée',
    deliveredHeading: 'Votre commande est arrivée',
    deliveredBody:
      'Nous espérons qu’elle vous plaît ! En cas de défaut de qualité ou d’article erroné, écrivez-nous dans les {{returnDays}} jours suivant la livraison et nous arrangerons cela.',
    cancelledSubject: 'Votre commande wowtees {{orderNumber}} a été annulée',
    cancelledHeading: 'Votre commande a été annulée',
    cancelledBody:
      'Comme demandé, votre commande ne sera ni imprimée ni expédiée. Votre paiement est intégralement remboursé ; vous recevrez un e-mail séparé une fois le remboursement effectué.',
    refundSubject: 'Remboursement de votre commande wowtees {{orderNumber}}',
    refundHeading: 'Nous avons remboursé votre paiement',
    refundFullBody: 'Nous avons remboursé {{amount}}, soit la totalité du montant payé.',
    refundPartialBody: 'Nous avons remboursé {{amount}} sur les {{total}} payés.',
    refundTiming: 'Selon votre banque, le remboursement peut mettre 5 à 10 jours ouvrés à apparaître sur votre relevé.',
    statusLinkSubject: 'Votre lien vers la commande {{orderNumber}}',
    statusLinkHeading: 'Voici le lien de suivi de votre commande',
    statusLinkBody: 'Vous avez demandé un lien pour voir où en est votre commande. Ouvrez-le quand vous voulez :',
    statusLinkIgnore: 'Si vous n’avez pas demandé ce lien, vous pouvez ignorer cet e-mail.',
    confirmationStatusIntro: 'Suivez votre commande à tout moment sur sa page de suivi :',
  },
  proof: {
    subject: 'Merci de valider le visuel de votre commande wowtees {{orderNumber}}',
    newRoundSubject: 'Votre nouvelle épreuve pour la commande wowtees {{orderNumber}}',
    heading: 'Votre visuel est prêt à être validé',
    body: 'Merci pour votre commande ! Avant toute impression, vérifiez le visuel final ci-dessous. Validez-le ou dites-nous quoi modifier.',
    newRoundBody: 'Nous avons fait la modification demandée. Vérifiez le nouveau visuel ci-dessous.',
    imageAlt: 'Le visuel final de votre commande',
    approveButton: 'Valider et imprimer',
    changeButton: 'Demander une modification',
    changesLeft: 'Vous pouvez encore demander {{count}} modification(s).',
    noChangesLeft:
      'C’est la dernière série de modifications. Si quelque chose ne va pas encore, écrivez-nous avant de valider.',
    autoApprove: 'Sans réponse de votre part, nous le validerons pour vous et lancerons l’impression le {{date}}.',
    linkFallback: 'Si les boutons ne fonctionnent pas, copiez ce lien privé dans votre navigateur :',
    footer:
      'Vous recevez cet e-mail car vous avez passé commande chez wowtees. Gardez ce lien pour vous : il ouvre votre épreuve sans mot de passe.',
  },
  staffPreviewAlert: {
    subject: 'Demandes d’aperçu en attente depuis plus d’une heure\u00a0: {{count}}',
    preheader: 'Des clients attendent l’aperçu promis par la boutique.',
    heading: 'Des demandes d’aperçu attendent',
    intro:
      'Ces clients ont confirmé leur adresse e-mail et attendent leur aperçu depuis plus d’une heure. Créez ou validez leur illustration et envoyez-la depuis la page des demandes d’aperçu.',
    request: '{{email}}, demandé {{since}}',
    more: 'et {{count}} de plus',
    button: 'Ouvrir les demandes d’aperçu',
    footer:
      'Vous recevez cet e-mail parce que vous avez un compte d’équipe chez wowtees. Chaque demande n’est signalée qu’une fois.',
  },
  checkoutReminder: {
    subject: 'Votre création wowtees vous attend',
    preheader: 'Vous avez demandé un rappel : votre création est enregistrée et prête à être commandée.',
    heading: 'Votre création vous attend toujours',
    body: 'Vous avez commencé une commande chez wowtees et nous avez demandé de vous la rappeler si vous ne la terminiez pas. Votre création est enregistrée : la voici sur votre vêtement.',
    imageAlt: 'Votre création sur le vêtement',
    item: '{{product}}, taille {{size}}, {{color}} : {{total}}',
    button: 'Revenir à ma création',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer:
      'Vous recevez cet e-mail parce que vous avez coché « Me le rappeler » en commençant votre commande. C’est le seul rappel que nous envoyons pour celle-ci.',
    unsubscribe: 'Ne plus recevoir de rappels',
  },
};
