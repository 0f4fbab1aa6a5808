import type { YesNo } from './types';

/** Conversions between form answers (strings, 'si'/'no') and payload values. */
export const isYes = (answer: unknown) => answer === 'si';
export const yesNo = (value: boolean | null | undefined): YesNo => (value === true ? 'si' : value === false ? 'no' : '');

/** Trimmed text, or null when blank. */
export function textOrNull(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

/** Text only when the gating answer is yes: details of a 'no' are not sent. */
export const detailIf = (gate: unknown, value: unknown) => (isYes(gate) ? textOrNull(value) : null);

/** A decimal typed with a dot or a comma; 0 when nothing parses (SPEC §5 info-personal). */
export function decimalOrZero(value: unknown): number {
  const parsed = Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

export function intOr<T>(value: unknown, fallback: T): number | T {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Checkbox group answers → one boolean per option. */
export const ticked = (list: unknown, value: string) => Array.isArray(list) && list.includes(value);
export const tickedFrom = (flags: Record<string, boolean | null | undefined>) =>
  Object.entries(flags)
    .filter(([, on]) => on === true)
    .map(([value]) => value);
