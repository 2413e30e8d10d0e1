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
      'Lassen Sie es auf ein hochwertiges T-Shirt, einen Hoodie oder ein Sweatshirt drucken: Als Dankeschön erhalten Sie automatisch {{percent}}\u00a0% Rabatt, wenn Sie über die Schaltfläche unten bestellen.',
    button: 'Jetzt mit {{percent}}\u00a0% Rabatt bestellen',
    perks: 'Kostenloser Versand und {{returnDays}} Tage Geld-zurück-Garantie.',
    perksNoFreeShipping: '{{returnDays}} Tage Geld-zurück-Garantie.',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei wowtees eine Vorschau Ihres Designs angefordert haben.',
  },
  previewAck: {
    subject: 'Wir haben Ihr Foto: Ihre Vorschau ist unterwegs',
    preheader: 'Ihre Vorschau kommt innerhalb von 1–3 Stunden.',
    preheaderMinutes: 'Ihre Vorschau kommt in wenigen Minuten.',
    heading: 'Vielen Dank, wir haben Ihr Foto!',
    received: 'Ihr Foto ist sicher bei uns angekommen, und unsere Künstler verwandeln es in ein animiertes Kunstwerk.',
    eta: 'Ihre Vorschau kommt innerhalb von {{hours}} Stunden in dieses Postfach.',
    etaMinutes: 'Ihre Vorschau kommt in wenigen Minuten in dieses Postfach.',
    imageAlt: 'Ihr Foto',
    next: 'Sobald sie da ist, können Sie Ihr Design auf ein T-Shirt, einen Hoodie oder ein Sweatshirt drucken lassen.',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei wowtees eine Vorschau Ihres Designs angefordert haben.',
  },
  previewConfirm: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse für Ihre wowtees-Vorschau',
    preheader: 'Ein Klick, und Ihre Vorschau kommt in dieses Postfach.',
    heading: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Wir haben eine Anfrage erhalten, die Vorschau eines Designs an diese Adresse zu senden.',
    confirm:
      'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit wir Ihnen die Vorschau hierher senden können:',
    button: 'E-Mail-Adresse bestätigen',
    eta: 'Nach der Bestätigung kommt Ihre Vorschau innerhalb von {{hours}} Stunden in dieses Postfach.',
    etaMinutes: 'Nach der Bestätigung kommt Ihre Vorschau in wenigen Minuten in dieses Postfach.',
    expiry: 'Der Link ist {{validHours}} Stunden lang gültig.',
    ignore:
      'Wenn Sie keine Vorschau angefordert haben, können Sie diese E-Mail ignorieren: Ohne Ihre Bestätigung senden wir Ihnen keine Vorschau.',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse bei wowtees für eine Vorschau angegeben wurde.',
  },
  orderConfirmation: {
    preheader: 'Bestellung {{orderNumber}} ist bestätigt. So geht es weiter.',
    heading: 'Vielen Dank für Ihre Bestellung!',
    intro:
      'Wir haben Ihre Zahlung erhalten, Ihre Bestellung ist bestätigt. Bitte bewahren Sie diese E-Mail als Beleg auf.',
    orderNumberLabel: 'Bestellnummer',
    productLabel: 'Produkt',
    variantLabel: 'Größe und Farbe',
    shippingLabel: 'Versand',
    shippingFree: 'Kostenlos',
    discountLabel: 'Rabatt ({{code}})',
    totalLabel: 'Bezahlter Betrag',
    imageAlt: 'Ihr Design',
    nextHeading: 'So geht es weiter',
    stepCheck:
      'Motivprüfung: Vor dem Druck prüfen wir, ob sich Ihr Design gut drucken lässt. Falls etwas nicht passt, melden wir uns vorher per E-Mail bei Ihnen.',
    stepPrint:
      'Druck: Wir drucken Ihr Design auf Ihr Kleidungsstück und versenden es innerhalb von {{dispatchMin}}–{{dispatchMax}} Werktagen.',
    stepShip:
      'Versand: kostenlos. Sobald Ihr Paket unterwegs ist, schicken wir Ihnen per E-Mail den Link zur Sendungsverfolgung.',
    stepShipNoFreeShipping:
      'Versand: Sobald Ihr Paket unterwegs ist, schicken wir Ihnen per E-Mail den Link zur Sendungsverfolgung.',
    stepDelivery: 'Lieferung: Ihre Bestellung ist innerhalb von {{deliveryDays}} Werktagen bei Ihnen.',
    changeHeading: 'Möchten Sie Ihre Bestellung ändern oder stornieren?',
    change:
      'Schreiben Sie uns möglichst bald an {{email}} und geben Sie Ihre Bestellnummer {{orderNumber}} an. Solange Ihre Bestellung noch nicht gedruckt wird, können wir sie ändern oder stornieren.',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei wowtees eine Bestellung aufgegeben haben.',
    testNote:
      'TESTBESTELLUNG: Diese Bestellung wurde im Testmodus des Shops bezahlt. Es wurde kein Geld abgebucht, und es wird nichts gedruckt oder versendet.',
  },
  orderUpdate: {
    orderNumberLabel: 'Bestellnummer',
    statusButton: 'Bestellstatus ansehen',
    statusLinkFallback:
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen privaten Link in Ihren Browser:',
    footer:
      'Sie erhalten diese E-Mail, weil Sie bei wowtees bestellt haben. Geben Sie den Statuslink nicht weiter: Er öffnet Ihre Bestellung ohne Passwort.',
    testNote:
      'TESTBESTELLUNG: Diese Bestellung wurde im Testmodus des Shops bezahlt. Es wurde kein Geld abgebucht oder erstattet, und es wird nichts gedruckt oder versendet.',
    inProductionSubject: 'Ihre wowtees-Bestellung {{orderNumber}} wird gedruckt',
    inProductionHeading: 'Ihr Design wird gedruckt',
    inProductionBody:
      'Gute Nachricht: Ihre Bestellung hat unsere Motivprüfung bestanden und ist jetzt in Produktion. Sobald sie versendet wird, schicken wir Ihnen den Link zur Sendungsverfolgung.',
    shippedSubject: 'Ihre wowtees-Bestellung {{orderNumber}} ist unterwegs',
    shippedHeading: 'Ihre Bestellung ist auf dem Weg!',
    shippedBody: 'Ihr Paket hat unsere Druckerei verlassen. Mit den folgenden Angaben können Sie es verfolgen.',
    carrierLabel: 'Versanddienstleister',
    trackingNumberLabel: 'Sendungsnummer',
    trackParcel: 'Paket verfolgen',
    expectedDelivery: 'Voraussichtliche Zustellung: {{window}}',
    deliveredSubject: 'Ihre wowtees-Bestellung {{orderNumber}} wurde zugestellt',
    deliveredHeading: 'Ihre Bestellung ist angekommen',
    deliveredBody:
      'Wir hoffen, sie gefällt Ihnen! Bei einem Qualitätsmangel oder einem falschen Artikel schreiben Sie uns innerhalb von {{returnDays}} Tagen nach der Zustellung, und wir kümmern uns darum.',
    cancelledSubject: 'Ihre wowtees-Bestellung {{orderNumber}} wurde storniert',
    cancelledHeading: 'Ihre Bestellung wurde storniert',
    cancelledBody:
      'Wie gewünscht wird Ihre Bestellung weder gedruckt noch versendet. Ihre Zahlung wird vollständig erstattet; sobald die Erstattung erfolgt ist, erhalten Sie eine eigene E-Mail.',
    refundSubject: 'Erstattung zu Ihrer wowtees-Bestellung {{orderNumber}}',
    refundHeading: 'Wir haben Ihre Zahlung erstattet',
    refundFullBody: 'Wir haben {{amount}} erstattet, den vollen bezahlten Betrag.',
    refundPartialBody: 'Wir haben {{amount}} von den bezahlten {{total}} erstattet.',
    refundTiming: 'Je nach Bank kann es 5–10 Werktage dauern, bis die Erstattung auf Ihrem Kontoauszug erscheint.',
    statusLinkSubject: 'Ihr Link zur Bestellung {{orderNumber}}',
    statusLinkHeading: 'Hier ist der Link zu Ihrem Bestellstatus',
    statusLinkBody:
      'Sie haben einen Link angefordert, um zu sehen, wo Ihre Bestellung gerade ist. Öffnen Sie ihn jederzeit:',
    statusLinkIgnore: 'Falls Sie diesen Link nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    confirmationStatusIntro: 'Verfolgen Sie Ihre Bestellung jederzeit auf ihrer Statusseite:',
  },
  proof: {
    subject: 'Bitte geben Sie das Motiv für Ihre wowtees-Bestellung {{orderNumber}} frei',
    newRoundSubject: 'Ihr neuer Entwurf für die wowtees-Bestellung {{orderNumber}}',
    heading: 'Ihr Motiv ist bereit zur Freigabe',
    body: 'Vielen Dank für Ihre Bestellung! Bevor gedruckt wird, prüfen Sie bitte das endgültige Motiv unten. Geben Sie es frei oder sagen Sie uns, was wir ändern sollen.',
    newRoundBody: 'Wir haben Ihre Änderung umgesetzt. Bitte prüfen Sie das neue Motiv unten.',
    imageAlt: 'Das endgültige Motiv Ihrer Bestellung',
    approveButton: 'Freigeben und drucken',
    changeButton: 'Änderung wünschen',
    changesLeft: 'Sie können noch {{count}} Änderung(en) wünschen.',
    noChangesLeft:
      'Dies ist die letzte Änderungsrunde. Wenn noch etwas nicht stimmt, schreiben Sie uns vor der Freigabe.',
    autoApprove: 'Wenn wir nichts von Ihnen hören, geben wir es am {{date}} für Sie frei und beginnen mit dem Druck.',
    linkFallback: 'Falls die Schaltflächen nicht funktionieren, kopieren Sie diesen privaten Link in Ihren Browser:',
    footer:
      'Sie erhalten diese E-Mail, weil Sie bei wowtees bestellt haben. Behalten Sie den Link für sich: Er öffnet Ihren Entwurf ohne Passwort.',
  },
  staffPreviewAlert: {
    subject: 'Vorschauanfragen warten seit über einer Stunde: {{count}}',
    preheader: 'Kundinnen und Kunden warten auf die versprochene Vorschau.',
    heading: 'Vorschauanfragen warten',
    intro:
      'Diese Kundinnen und Kunden haben ihre E-Mail-Adresse bestätigt und warten seit mehr als einer Stunde auf ihre Vorschau. Erstellen oder prüfen Sie das Kunstwerk und senden Sie es auf der Seite der Vorschauanfragen.',
    request: '{{email}}, angefragt {{since}}',
    more: 'und {{count}} weitere',
    button: 'Vorschauanfragen öffnen',
    footer:
      'Sie erhalten diese E-Mail, weil Sie ein Mitarbeiterkonto bei wowtees haben. Jede Anfrage wird nur einmal gemeldet.',
  },
  checkoutReminder: {
    subject: 'Ihr wowtees-Design wartet auf Sie',
    preheader: 'Sie wollten erinnert werden: Ihr Design ist gespeichert und bereit zur Bestellung.',
    heading: 'Ihr Design wartet noch',
    body: 'Sie haben bei wowtees eine Bestellung begonnen und uns gebeten, Sie zu erinnern, falls Sie sie nicht abschließen. Ihr Design ist gespeichert – so sieht es auf Ihrem Kleidungsstück aus.',
    imageAlt: 'Ihr Design auf dem Kleidungsstück',
    item: '{{product}}, Größe {{size}}, {{color}}: {{total}}',
    button: 'Zurück zu meinem Design',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    footer:
      'Sie erhalten diese E-Mail, weil Sie beim Beginn Ihrer Bestellung „Erinnere mich“ angekreuzt haben. Dies ist die einzige Erinnerung dazu.',
    unsubscribe: 'Keine Erinnerungen mehr',
  },
};
