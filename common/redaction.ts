/**
 * The redaction language both programs use: a Shape says, field by field, which values keep their value
 * (and of what kind) and which become a typed placeholder. Anything a shape does not name is redacted
 * (fail closed). The contract's shapes are generated from its data classes (dataClasses.gen.ts); the
 * action log applies them to what it records, the server to what it logs of a refused request.
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
  | '[text]'
  | '[number]'
  | '[boolean]';

/** Kinds of values that are structure, not personal data. Each is still checked to look like its kind. */
export type Kind = 'enum' | 'id' | 'boolean' | 'number' | 'date' | 'step';

export interface ObjectShape {
  readonly fields: Readonly<Record<string, Shape>>;
}
export interface ListShape {
  readonly each: Shape;
}
export interface OneOfShape {
  readonly oneOf: readonly (string | number | boolean)[];
}
/** A shape that depends on the value itself (for example the answers of the step the payload names). */
export type ShapeOf = (value: unknown) => Shape;

export type Shape = Kind | Placeholder | ObjectShape | ListShape | OneOfShape | ShapeOf;

export const obj = (fields: Record<string, Shape>): ObjectShape => ({ fields });
export const list = (each: Shape): ListShape => ({ each });
export const oneOf = (...values: (string | number | boolean)[]): OneOfShape => ({ oneOf: values });

const placeholders = new Set<string>([
  '[password]',
  '[code]',
  '[token]',
  '[signature]',
  '[email]',
  '[phone]',
  '[name]',
  '[address]',
  '[date]',
  '[file]',
  '[text]',
  '[number]',
  '[boolean]',
  '[function]',
]);
/** A value already redacted stays as it is, so sanitizing a replayed (sanitized) state changes nothing. */
export const isPlaceholder = (value: unknown) => typeof value === 'string' && placeholders.has(value);

/** For fields no allowlist names: the key still picks the most telling placeholder. */
const placeholderByKey: Array<[RegExp, Placeholder]> = [
  [/password/i, '[password]'],
  [/^(code|verificationCode|codigo)/i, '[code]'],
  [/token|authorization|apikey|secret|hash$/i, '[token]'],
  [/signature|firma|dataUrl/i, '[signature]'],
  [/e-?mail/i, '[email]'],
  [/phone|telefono|openmrsId/i, '[phone]'],
  [/name$|^name|nombre/i, '[name]'],
  [/address|street|city|state$|postal|calle|direccion/i, '[address]'],
  [/birth|date|fecha/i, '[date]'],
  [/^file|content|blob/i, '[file]'],
];

function placeholderForKey(key: string): Placeholder {
  for (const [pattern, placeholder] of placeholderByKey) if (pattern.test(key)) return placeholder;
  return '[text]';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
// Blob is a global of the browser and of Node alike, but of neither's types as this folder is checked.
const BlobType = (globalThis as { Blob?: abstract new (...args: never[]) => object }).Blob;
const isBlob = (value: unknown) => BlobType !== undefined && value instanceof BlobType;

/** Redacts every leaf of a value no allowlist covers, keeping only its outline (keys, lengths, nulls, empties). */
export function redactUnknown(value: unknown, key = '', placeholder?: Placeholder): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') {
    if (value === '' || isPlaceholder(value)) return value;
    return placeholder ?? placeholderForKey(key);
  }
  if (typeof value === 'number') return placeholder && placeholder !== '[text]' ? placeholder : '[number]';
  if (typeof value === 'boolean') return '[boolean]';
  if (typeof value === 'function') return '[function]';
  if (isBlob(value)) return '[file]';
  if (Array.isArray(value)) return value.map((item) => redactUnknown(item, key, placeholder));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactUnknown(v, k, placeholder);
    return out;
  }
  return placeholder ?? '[text]';
}

const idPattern = /^[\w.:-]{1,100}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const timePattern = /^\d{2}:\d{2}(:\d{2})?$/;
/** Enums and step names are short words; anything longer or with an @ is treated as text. */
const enumPattern = /^[^@\n]{1,64}$/;

function keepKind(kind: Kind, value: unknown, key: string): unknown {
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : redactUnknown(value, key);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : redactUnknown(value, key);
    case 'date':
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && (value === '' || datePattern.test(value) || timePattern.test(value))) return value;
      return redactUnknown(value, key, '[date]');
    case 'id':
      if (typeof value === 'number') return value;
      return typeof value === 'string' && (value === '' || idPattern.test(value)) ? value : redactUnknown(value, key);
    case 'enum':
    case 'step':
      if (typeof value === 'number' || typeof value === 'boolean') return value;
      return typeof value === 'string' && (value === '' || enumPattern.test(value)) ? value : redactUnknown(value, key);
  }
}

/** Applies a shape to a value: kept where the shape says so, a placeholder everywhere else. */
export function applyShape(value: unknown, shape: Shape, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (typeof shape === 'function') return applyShape(value, shape(value), key);
  if (typeof shape === 'string') {
    if (shape.startsWith('[')) return redactUnknown(value, key, shape as Placeholder);
    return keepKind(shape as Kind, value, key);
  }
  if ('oneOf' in shape) {
    return (shape.oneOf as unknown[]).includes(value) ? value : redactUnknown(value, key);
  }
  if ('each' in shape) {
    return Array.isArray(value) ? value.map((item) => applyShape(item, shape.each, key)) : redactUnknown(value, key);
  }
  if (!isPlainObject(value)) return redactUnknown(value, key);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const field = Object.prototype.hasOwnProperty.call(shape.fields, k) ? shape.fields[k] : undefined;
    out[k] = field === undefined ? redactUnknown(v, k) : applyShape(v, field, k);
  }
  return out;
}
