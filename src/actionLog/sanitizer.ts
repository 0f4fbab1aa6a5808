/**
 * One sanitizer for everything the action log keeps (DESIGN §4). Fail closed: a string survives only
 * when its key is known to hold structure (ids, enums, statuses, dates, step and endpoint names);
 * every other string becomes a typed placeholder, so a redacted log still takes the same branches
 * (empty stays empty, an e-mail stays "an e-mail").
 */

export type Placeholder =
  | '[password]'
  | '[code]'
  | '[token]'
  | '[signature]'
  | '[email]'
  | '[phone]'
  | '[name]'
  | '[address]'
  | '[date]'
  | '[file]'
  | '[text]';

/** Keys whose values are secret or personal whatever they look like. */
const alwaysRedacted: Array<[RegExp, Placeholder]> = [
  [/password/i, '[password]'],
  [/^(code|verificationCode|codigo)$/i, '[code]'],
  [/token|authorization|apikey|secret|hash$/i, '[token]'],
  [/signature|firma|dataUrl/i, '[signature]'],
  [/e-?mail/i, '[email]'],
  [/phone|telefono|openmrsId/i, '[phone]'],
  [/name$|^name|nombre|username/i, '[name]'],
  [/address|street|city|state$|postal|calle|direccion/i, '[address]'],
  [/birth|lastMenstrual/i, '[date]'],
  [/^file$|content|blob/i, '[file]'],
];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const enumPattern = /^[\w][\w./:-]{0,63}$/;

/** Keys that hold structure: the value is kept when it also looks like structure (no spaces, short). */
const structuralKeys = new Set([
  'type', 'status', 'step', 'plan', 'priceId', 'endpointName', 'requestId', 'requestStatus', 'reason',
  'queryCacheKey', 'documentType', 'subject', 'kind', 'paymentStatus', 'gender', 'roles', 'key',
  'periodCycle', 'oophorectomyStatus', 'dexaScanStatus', 'exerciseFrequency', 'serviceType', 'specialty',
  'mode', 'stage', 'currency', 'method',
]);
const dateKeys = /^(date|fecha|expires_at|startTime|hora|time|createdAt|updatedAt|at|prescriptionDate)$/i;

function placeholderFor(key: string): Placeholder | null {
  if (structuralKeys.has(key)) return null;
  for (const [pattern, placeholder] of alwaysRedacted) if (pattern.test(key)) return placeholder;
  return null;
}

function sanitizeString(key: string, value: string): string {
  if (value === '') return '';
  const forced = placeholderFor(key);
  if (forced) return forced;
  if (uuidPattern.test(value)) return value;
  if (dateKeys.test(key) && (isoDatePattern.test(value) || /^\d{2}:\d{2}$/.test(value))) return value;
  if (structuralKeys.has(key) && enumPattern.test(value)) return value;
  return '[text]';
}

export function sanitize(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    const forced = placeholderFor(key);
    return forced && forced !== '[date]' ? forced : value;
  }
  if (typeof value === 'string') return sanitizeString(key, value);
  if (typeof value === 'function') return '[function]';
  if (Array.isArray(value)) return value.map((item) => sanitize(item, key));
  if (typeof value === 'object') {
    if (typeof Blob !== 'undefined' && value instanceof Blob) return '[file]';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = sanitize(v, k);
    return out;
  }
  return '[text]';
}
