/**
 * What the billing-data form and the server say about her fiscal data. Each server error's `code` names
 * the field, so the form shows the server's message under that field in these same words.
 */
export const billingMessages = {
  rfcRequired: 'Ingresa tu RFC.',
  rfcInvalid: 'El RFC no es válido. Escríbelo como aparece en tu Constancia de Situación Fiscal.',
  rfcGeneric: 'El RFC genérico (XAXX010101000 o XEXX010101000) no sirve para deducir: ingresa tu propio RFC.',
  rfcNotPerson: 'Ingresa el RFC de persona física (13 caracteres).',
  nameRequired: 'Ingresa tu nombre como aparece en tu Constancia de Situación Fiscal.',
  nameUppercase: 'Escribe tu nombre en mayúsculas, exactamente como aparece en tu Constancia de Situación Fiscal.',
  nameCapitalRegime: 'Escribe tu nombre sin régimen capital (por ejemplo, sin "SA DE CV"): las personas físicas no lo llevan.',
  nameInvalid: 'El nombre no puede tener el carácter "|" ni más de 254 caracteres.',
  regimeInvalid: 'Elige un régimen fiscal de persona física del catálogo del SAT.',
  useInvalid: 'Elige un uso de CFDI del catálogo del SAT.',
  postalCodeInvalid: 'El código postal fiscal debe tener 5 dígitos.',
  combination: (use: string, regime: string) =>
    `El uso de CFDI "${use}" no está permitido para el régimen fiscal "${regime}". Elige un uso que corresponda a tu régimen.`,
} as const;
