/**
 * A medicine's fields as her prescription names them, in the order the Reglamento de Insumos para la Salud
 * lists them: the modal and the PDF both print these, and a prescription issued before the legal fields
 * existed prints only the ones it has.
 */
export const medicineFieldLabels = [
  ['genericName', 'Nombre genérico'],
  ['presentation', 'Presentación'],
  ['dosage', 'Dosis'],
  ['route', 'Vía de administración'],
  ['frequency', 'Frecuencia'],
  ['duration', 'Duración'],
  ['instructions', 'Indicaciones'],
] as const;
