/** SPEC §5 and §8 texts, word for word. */
export const messages = {
  incompleteOne: 'Campo incompleto',
  incompleteMany: 'Campos incompletos',
  infoPersonalRequired: 'Por favor completa todos los campos antes de continuar.',
  required: 'Por favor completa todos los campos obligatorios antes de continuar.',
  cancerDetails: 'Por favor especifica los detalles del cáncer familiar.',
  medicationNeeded: 'Por favor agrega al menos un medicamento.',
  medicationFields: 'Por favor completa todos los campos de los medicamentos.',
  /** SPEC §5 truncates this message ("not shown"); our wording. */
  conditionNeeded: 'Por favor selecciona al menos una condición médica o "Ninguna".',
  signatureTitle: 'Firma digital requerida',
  signatureRequired: 'Debes proporcionar tu firma digital para completar el registro.',
  authTitle: 'Error de autenticación',
  sendTitle: 'Error',
  sendFailed: 'Error al enviar la información. Por favor intente nuevamente.',
  saveTitle: 'Error al guardar',
  saveFailed: 'Error al guardar la firma digital. Por favor intente nuevamente.',
  completed: '¡Registro completado!',
  signatureCaptured: 'Firma capturada',
  /** The contract's limits (openapi PersonalInfo, ShippingAddress), said before the server refuses them. */
  postalCode: 'El código postal debe tener 5 dígitos',
  heightRange: 'La estatura debe ser de 250 cm o menos.',
  weightRange: 'El peso debe ser de 500 kg o menos.',
  tooLong: 'El texto es demasiado largo.',
  menopauseAge:
    'Escribe una edad entre 20 y 70 años para tu última menstruación. Si fue antes o después, deja la respuesta en blanco y cuéntaselo a tu médica en tu consulta.',
} as const;

/** A message naming several fields gets the plural title (SPEC §5 'Campo incompleto' or 'Campos incompletos'). */
export function warningTitle(message: string): string {
  return /todos los campos/.test(message) ? messages.incompleteMany : messages.incompleteOne;
}
