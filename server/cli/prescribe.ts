/**
 * `prescribe --email E --medication "…" [--medication "…"] [--provider UUID]`: one --medication per medicine,
 * its fields separated by `|` in the order a Mexican prescription lists them (Reglamento de Insumos para la
 * Salud, arts. 29–31). Only the instructions may be left out.
 */
export const medicationFormat = 'genérico|presentación|dosis|vía|frecuencia|duración|indicaciones';
export const prescribeUsage = `prescribe --email E --medication "${medicationFormat}" [--medication "…"] [--provider UUID]`;

const required = [
  ['genericName', 'nombre genérico'],
  ['presentation', 'presentación'],
  ['dosage', 'dosis'],
  ['route', 'vía de administración'],
  ['frequency', 'frecuencia'],
  ['duration', 'duración'],
] as const;

type Medication = Record<(typeof required)[number][0], string> & { instructions: string };

/** The medicine of one --medication, or an error naming every field it lacks. */
export function parseMedication(text: string): Medication {
  const parts = text.split('|').map((p) => p.trim());
  if (parts.length > required.length + 1)
    throw new Error(
      `Medicamento "${text}": tiene ${parts.length} campos y el formato tiene ${required.length + 1}: "${medicationFormat}".`,
    );
  const missing = required.filter((_, i) => !parts[i]).map(([, label]) => label);
  if (missing.length)
    throw new Error(
      `Medicamento incompleto "${text}": falta ${missing.join(', ')}. La receta exige cada campo: "${medicationFormat}" (solo las indicaciones son opcionales).`,
    );
  const medication = Object.fromEntries(required.map(([key], i) => [key, parts[i]])) as Medication;
  return { ...medication, instructions: parts[required.length] ?? '' };
}
