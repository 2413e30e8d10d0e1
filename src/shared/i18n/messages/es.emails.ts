/** Email text in Spanish (ADR 0005); keys and placeholders as en-us.emails.ts. */
import type { EmailCatalogue } from '../email-catalogue.types.ts';

export const esEmails: EmailCatalogue = {
  common: {
    greeting: 'Hola:',
    greetingNamed: 'Hola, {{name}}:',
    support: '¿Preguntas? Escríbenos a {{email}}.',
    signoff: 'Un saludo,',
    team: 'El equipo de wowtees',
  },
  orderLink: {
    preheader: 'Tu obra animada está lista: pídela con un {{percent}}\u00a0% de descuento.',
    heading: '¡Tu obra animada personalizada está lista!',
    intro: 'Hemos convertido tu foto en una obra animada. Aquí la tienes:',
    imageAlt: 'Tu obra animada',
    offer:
      'Imprímela en una camiseta, una sudadera con capucha o una sudadera de calidad: como agradecimiento, se aplica automáticamente un descuento del {{percent}}\u00a0% cuando pides con el botón de abajo.',
    button: 'Pedir ahora con un {{percent}}\u00a0% de descuento',
    perks: 'Envío gratis y 30 días de devolución del dinero.',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Recibes este correo porque pediste a wowtees una vista previa de tu diseño.',
  },
  previewAck: {
    subject: 'Tenemos tu foto: tu vista previa está en camino',
    preheader: 'Tu vista previa llegará en 1-3 horas.',
    heading: '¡Gracias, tenemos tu foto!',
    received: 'Tu foto ha llegado bien y nuestros artistas la están convirtiendo en una obra animada.',
    eta: 'Tu vista previa llegará a este buzón en {{hours}} horas.',
    imageAlt: 'Tu foto',
    next: 'Cuando llegue, podrás pedir tu diseño impreso en una camiseta, una sudadera con capucha o una sudadera.',
    footer: 'Recibes este correo porque pediste a wowtees una vista previa de tu diseño.',
  },
};
