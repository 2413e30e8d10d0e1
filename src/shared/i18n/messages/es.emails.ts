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
    perks: 'Envío gratis y garantía de reembolso de 30 días.',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Recibes este correo porque pediste a wowtees una vista previa de tu diseño.',
  },
  previewAck: {
    subject: 'Tenemos tu foto: tu vista previa está en camino',
    preheader: 'Tu vista previa llegará en un plazo de 1 a 3 horas.',
    heading: '¡Gracias, tenemos tu foto!',
    received: 'Tu foto ha llegado bien y nuestros artistas la están convirtiendo en una obra animada.',
    eta: 'Tu vista previa llegará a este buzón en {{hours}} horas.',
    imageAlt: 'Tu foto',
    next: 'Cuando llegue, podrás pedir tu diseño impreso en una camiseta, una sudadera con capucha o una sudadera.',
    footer: 'Recibes este correo porque pediste a wowtees una vista previa de tu diseño.',
  },
  previewConfirm: {
    subject: 'Confirma tu correo electrónico para tu vista previa de wowtees',
    preheader: 'Un clic y tu vista previa llegará a este buzón.',
    heading: 'Confirma tu dirección de correo electrónico',
    intro: 'Hemos recibido una solicitud para enviar la vista previa de un diseño a esta dirección.',
    confirm: 'Confirma que esta es tu dirección de correo electrónico para que podamos enviarte aquí tu vista previa:',
    button: 'Confirmar mi correo electrónico',
    eta: 'Una vez confirmada, tu vista previa llegará a este buzón en {{hours}} horas.',
    expiry: 'El enlace es válido durante {{validHours}} horas.',
    ignore:
      'Si no pediste ninguna vista previa, ignora este correo: sin tu confirmación no te enviaremos ninguna vista previa.',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Recibes este correo porque alguien indicó esta dirección en wowtees para recibir una vista previa.',
  },
  orderConfirmation: {
    preheader: 'El pedido {{orderNumber}} está confirmado. Te contamos los próximos pasos.',
    heading: '¡Gracias por tu pedido!',
    intro: 'Hemos recibido tu pago y tu pedido está confirmado. Guarda este correo como comprobante.',
    orderNumberLabel: 'Número de pedido',
    productLabel: 'Producto',
    variantLabel: 'Talla y color',
    shippingLabel: 'Envío',
    shippingFree: 'Gratis',
    totalLabel: 'Importe pagado',
    imageAlt: 'Tu diseño',
    nextHeading: 'Próximos pasos',
    stepCheck:
      'Revisión del diseño: antes de imprimir, comprobamos que tu diseño se vaya a imprimir bien. Si hay algo que revisar, te escribimos primero.',
    stepPrint: 'Impresión: imprimimos tu diseño en tu prenda y la enviamos en un plazo de 5 a 7 días hábiles.',
    stepShip: 'Envío: gratuito. En cuanto tu paquete esté en camino, te enviamos por correo el enlace de seguimiento.',
    stepDelivery: 'Entrega: recibirás tu pedido en un plazo máximo de 12 días hábiles.',
    changeHeading: '¿Necesitas cambiar o cancelar tu pedido?',
    change:
      'Escríbenos cuanto antes a {{email}} indicando tu número de pedido {{orderNumber}}. Mientras tu pedido no haya pasado a impresión, podemos modificarlo o cancelarlo.',
    footer: 'Recibes este correo porque has hecho un pedido en wowtees.',
    testNote:
      'PEDIDO DE PRUEBA: este pedido se pagó en el modo de prueba de la tienda. No se ha cobrado nada, y no se imprimirá ni se enviará nada.',
  },
  orderUpdate: {
    orderNumberLabel: 'Número de pedido',
    statusButton: 'Ver el estado de mi pedido',
    statusLinkFallback: 'Si el botón no funciona, copia este enlace privado en tu navegador:',
    footer:
      'Recibes este correo porque hiciste un pedido en wowtees. No compartas el enlace de estado: abre tu pedido sin contraseña.',
    testNote:
      'PEDIDO DE PRUEBA: este pedido se pagó en el modo de prueba de la tienda. No se ha cobrado ni reembolsado dinero, y no se imprime ni se envía nada.',
    inProductionSubject: 'Tu pedido de wowtees {{orderNumber}} se está imprimiendo',
    inProductionHeading: 'Tu diseño se está imprimiendo',
    inProductionBody:
      'Buenas noticias: tu pedido ha superado nuestra revisión del diseño y ya está en producción. Te enviaremos el enlace de seguimiento en cuanto salga.',
    shippedSubject: 'Tu pedido de wowtees {{orderNumber}} ha sido enviado',
    shippedHeading: '¡Tu pedido está en camino!',
    shippedBody:
      'Tu paquete ha salido de nuestro taller de impresión. Puedes seguirlo con los datos de seguimiento de abajo.',
    carrierLabel: 'Transportista',
    trackingNumberLabel: 'Número de seguimiento',
    trackParcel: 'Seguir mi paquete',
    expectedDelivery: 'Entrega prevista: {{window}}',
    deliveredSubject: 'Tu pedido de wowtees {{orderNumber}} ha sido entregado',
    deliveredHeading: 'Tu pedido ha llegado',
    deliveredBody:
      '¡Esperamos que te encante! Si hay un problema de calidad o recibiste un artículo equivocado, escríbenos en los 30 días siguientes a la entrega y lo solucionaremos.',
    cancelledSubject: 'Tu pedido de wowtees {{orderNumber}} ha sido cancelado',
    cancelledHeading: 'Tu pedido ha sido cancelado',
    cancelledBody:
      'Como pediste, tu pedido no se imprimirá ni se enviará. Te reembolsamos el pago completo; recibirás otro correo cuando se haya hecho el reembolso.',
    refundSubject: 'Reembolso de tu pedido de wowtees {{orderNumber}}',
    refundHeading: 'Hemos reembolsado tu pago',
    refundFullBody: 'Hemos reembolsado {{amount}}, el importe completo que pagaste.',
    refundPartialBody: 'Hemos reembolsado {{amount}} de los {{total}} que pagaste.',
    refundTiming: 'Según tu banco, el reembolso puede tardar de 5 a 10 días hábiles en aparecer en tu extracto.',
    statusLinkSubject: 'Tu enlace al pedido {{orderNumber}}',
    statusLinkHeading: 'Aquí tienes el enlace al estado de tu pedido',
    statusLinkBody: 'Pediste un enlace para ver dónde está tu pedido. Ábrelo cuando quieras:',
    statusLinkIgnore: 'Si no pediste este enlace, puedes ignorar este correo.',
    confirmationStatusIntro: 'Sigue tu pedido en cualquier momento en su página de estado:',
  },
};
