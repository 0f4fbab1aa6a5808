/** A medicine with every field the Reglamento de Insumos para la Salud asks of a prescription, as the API answers it. */
export const legalMedication = {
  name: 'Estrogel',
  genericName: 'Estradiol',
  presentation: 'Gel 0.06 %, frasco dosificador de 80 g',
  dosage: '1 aplicación (1.25 g)',
  route: 'Cutánea',
  frequency: 'Cada 24 horas',
  duration: '3 meses',
  instructions: 'Aplicar en brazos por la noche',
};
