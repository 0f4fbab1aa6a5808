/**
 * Every route of SPEC §2. The portal's features navigate with these, never with literals; the server links
 * to them (the payment return, her e-mails) and serves the account pages by them.
 */
export const paths = {
  root: '/',
  login: '/onboarding',
  register: '/form/crear-cuenta',
  welcome: '/welcome',
  infoPersonal: '/form/info-personal',
  familyHistory: '/form/antecedentes-familiares',
  personalHistory: '/form/antecedentes-personales',
  urinaryHealth: '/form/salud-urinaria',
  pathologicalHistory: '/form/antecedentes-patologicos',
  gynecologicalInfo: '/form/informacion-ginecologica',
  perimenopause: '/form/perimenopausia',
  terms: '/form/terminos-condiciones',
  subscription: '/form/suscripcion',
  dashboard: '/dashboard',
  bookAppointment: '/agendar-consulta',
  appointment: '/appointment',
  paymentSuccess: '/pago-exitoso',
  paymentCancelled: '/pago-cancelado',
  mentalHealth: '/salud-mental',
  /** An OXXO voucher and a payment receipt, both printable (`:sessionId` is the checkout session id). */
  oxxoVoucher: '/pago-oxxo/:sessionId',
  paymentReceipt: '/mis-pagos/:sessionId',
  /** A freed earlier slot offered to her; the signed token travels in the fragment (never sent to the server). */
  earlierSlotOffer: '/horario-antes',
} as const;

/** The paths the dashboard's code draws (the dashboard and the two deep links that open its booking modal). */
export const dashboardPaths: readonly string[] = [paths.dashboard, paths.bookAppointment, paths.appointment];
