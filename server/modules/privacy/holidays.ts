/**
 * Mexico's official rest days (días de descanso obligatorio), the one table every ARCO deadline reads.
 *
 * Source: Ley Federal del Trabajo, artículo 74 (reformed DOF 17-01-2006): I. 1 de enero; II. el primer lunes
 * de febrero en conmemoración del 5 de febrero; III. el tercer lunes de marzo en conmemoración del 21 de
 * marzo; IV. 1 de mayo; V. 16 de septiembre; VI. el tercer lunes de noviembre en conmemoración del 20 de
 * noviembre; VII. 1 de octubre de cada seis años, cuando corresponda a la transmisión del Poder Ejecutivo
 * Federal (2024, 2030: none in these years); VIII. 25 de diciembre; IX. el que determinen las leyes
 * electorales para la jornada electoral ordinaria (the federal election of Sunday 6 June 2027, listed for
 * completeness: a Sunday is not a business day anyway).
 * https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf
 *
 * Add each new year here (test/server/privacyDeadlines.test.ts checks that the movable Mondays are Mondays).
 */
export const officialHolidays: ReadonlyArray<{ date: string; name: string }> = [
  { date: '2026-01-01', name: 'Año Nuevo' },
  { date: '2026-02-02', name: 'Día de la Constitución (primer lunes de febrero)' },
  { date: '2026-03-16', name: 'Natalicio de Benito Juárez (tercer lunes de marzo)' },
  { date: '2026-05-01', name: 'Día del Trabajo' },
  { date: '2026-09-16', name: 'Día de la Independencia' },
  { date: '2026-11-16', name: 'Día de la Revolución (tercer lunes de noviembre)' },
  { date: '2026-12-25', name: 'Navidad' },
  { date: '2027-01-01', name: 'Año Nuevo' },
  { date: '2027-02-01', name: 'Día de la Constitución (primer lunes de febrero)' },
  { date: '2027-03-15', name: 'Natalicio de Benito Juárez (tercer lunes de marzo)' },
  { date: '2027-05-01', name: 'Día del Trabajo' },
  { date: '2027-06-06', name: 'Jornada electoral federal' },
  { date: '2027-09-16', name: 'Día de la Independencia' },
  { date: '2027-11-15', name: 'Día de la Revolución (tercer lunes de noviembre)' },
  { date: '2027-12-25', name: 'Navidad' },
  { date: '2028-01-01', name: 'Año Nuevo' },
  { date: '2028-02-07', name: 'Día de la Constitución (primer lunes de febrero)' },
  { date: '2028-03-20', name: 'Natalicio de Benito Juárez (tercer lunes de marzo)' },
  { date: '2028-05-01', name: 'Día del Trabajo' },
  { date: '2028-09-16', name: 'Día de la Independencia' },
  { date: '2028-11-20', name: 'Día de la Revolución (tercer lunes de noviembre)' },
  { date: '2028-12-25', name: 'Navidad' },
];
