/** The notice of a new deployment: the portal's own (src/app/RouteError.tsx) and the server's 426. */
export const newVersionNotice = {
  title: 'Hay una nueva versión del portal',
  action: 'Vuelve a cargar la página para continuar.',
} as const;

/**
 * Sentences the API answers with that the portal also writes itself: it picks its words from the answer's
 * status, or says them before asking at all, so it holds the server's sentence rather than waiting for it.
 */
export const apiMessages = {
  badRequest: 'Datos inválidos. Por favor verifica la información ingresada.',
  server: 'Error del servidor. Por favor intenta nuevamente más tarde.',
  registrationCodeWrong: 'Código de verificación incorrecto o expirado.',
  recoveryCodeInvalid: 'Código de verificación inválido o expirado',
  slotTaken: 'La consulta ya fue agendada',
  bookingIncomplete: 'Por favor selecciona una fecha, hora, servicio y médico',
  cannotCancel: 'No se puede cancelar',
  cannotReschedule: 'No se puede reagendar',
  planInvalid: 'Tipo de plan no válido',
  prescriptionInvalid: 'Error en la receta',
  addressRequired: 'Dirección requerida',
  contactReceived: 'Mensaje recibido',
  helpMessageSent: '¡Mensaje enviado!',
  portalOutdated: `${newVersionNotice.title}. ${newVersionNotice.action}`,
} as const;

/** An error's `code` where the portal branches on the reason rather than on the sentence. */
export const apiErrorCodes = {
  addressRequired: 'address_required',
  /** 426: the client's contract major is one the server no longer answers (server/http/contractVersion.ts). */
  contractRetired: 'contract_retired',
} as const;
