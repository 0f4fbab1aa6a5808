const points = (n: number) => `${n} ${n === 1 ? 'punto' : 'puntos'}`;

/** 'bajó 6 puntos', 'subió 1 punto', 'no cambió' (a lower MRS total means fewer symptoms). */
export function changeWords(from: number, to: number): string {
  if (to < from) return `bajó ${points(from - to)}`;
  if (to > from) return `subió ${points(to - from)}`;
  return 'no cambió';
}

/**
 * The sentences under her latest score: the change since her first evaluation, and since the previous
 * one when that is another evaluation (with two, the first is the previous).
 */
export function changeSentences(totals: readonly number[]): string[] {
  if (totals.length < 2) return [];
  const latest = totals[totals.length - 1];
  const sentences = [`Tu puntuación ${changeWords(totals[0], latest)} desde tu primera evaluación.`];
  if (totals.length > 2) sentences.push(`Desde tu evaluación anterior, ${changeWords(totals[totals.length - 2], latest)}.`);
  return sentences;
}

/** A day key at noon UTC: where the chart puts the day. */
export const dayNoon = (day: string) => new Date(`${day}T12:00:00Z`);

const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
export const formatDecimal = (n: number) => decimal.format(n);

/** One entry per day, the last of each, in order: what a chart draws when a day has several. */
export function latestPerDay<T extends { day: string }>(entries: readonly T[]): T[] {
  return entries.filter((entry, i) => entries[i + 1]?.day !== entry.day);
}
