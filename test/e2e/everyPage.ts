/**
 * The signed-in pages she reaches by address, in the order she meets them: what the sizing test measures
 * and `npm run screens` photographs (the dashboard, its tabs and its modals are reached by clicking).
 */
export const signedInPages = [
  '/welcome',
  '/form/info-personal',
  '/form/antecedentes-familiares',
  '/form/antecedentes-personales',
  '/form/salud-urinaria',
  '/form/antecedentes-patologicos',
  '/form/informacion-ginecologica',
  '/form/perimenopausia',
  '/form/terminos-condiciones',
  '/form/suscripcion',
  '/pago-cancelado?plan=primera',
] as const;
