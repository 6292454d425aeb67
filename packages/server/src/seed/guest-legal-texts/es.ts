import { page, type GuestLegalTexts } from './page.js'

export const es: GuestLegalTexts = {
  privacy: page('Política de privacidad de Jaunt', [
    [
      'Qué recopilamos',
      'Cuando reservas, guardamos tu nombre, dirección de correo electrónico, número de teléfono, país y las reservas que haces, para que el proveedor pueda prestarlas y puedas verlas y cancelarlas más tarde.',
    ],
    [
      'Quién los ve',
      'El proveedor de cada reserva y el sitio en el que reservaste ven los datos de esa reserva. Los pagos con tarjeta los gestiona Stripe; nunca vemos el número de tu tarjeta.',
    ],
    [
      'Cuánto tiempo los guardamos',
      'Guardamos los registros de reservas el tiempo que exige la ley contable. Un enlace de acceso a tus reservas funciona una vez, durante 1 hora.',
    ],
    ['Tus derechos', 'Puedes pedir ver, corregir o eliminar tus datos escribiendo a privacy@jaunt.test.'],
  ]),
  terms: page('Condiciones de reserva', [
    [
      'Tu reserva',
      'Tu reserva es un contrato con el proveedor de cada producto; el sitio en el que reservas y Jaunt la gestionan por él. Recibes una confirmación por correo electrónico una vez confirmada.',
    ],
    [
      'Precios y pago',
      'Los precios incluyen impuestos y se cobran en la moneda indicada. Una reserva se confirma una vez pagada, o de inmediato cuando el sitio acepta reservas sin pago.',
    ],
    [
      'Cancelaciones y reembolsos',
      'Cada producto muestra su política de cancelación antes de reservar. Puedes cancelar desde tus reservas; los reembolsos siguen esa política y llegan a tu medio de pago en un plazo de 10 días hábiles.',
    ],
    [
      'El día de la actividad',
      'Llega al punto de encuentro con tiempo y lleva tu número de reserva. El proveedor puede cambiar o cancelar una excursión por seguridad o por el tiempo; en ese caso recibes una nueva fecha o el reembolso completo.',
    ],
  ]),
}
