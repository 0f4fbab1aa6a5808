import type Ajv from 'ajv';

/**
 * ajv-formats accepts year 0000 and leap seconds ("…T23:59:60Z"); PostgreSQL has no year 0 and JavaScript
 * cannot read a 60th second, so such dates used to answer 500 from the database or the handler. Both
 * formats keep ajv-formats' rules and add: a real calendar day in years 0001–9999, and a date-time that
 * JavaScript reads as an instant in those years (an offset can move 0001-01-01T00:30+01:00 into year 0).
 */
export function strictDateFormats(ajv: Ajv): void {
  const date = ajv.formats.date as { validate: (s: string) => boolean; compare?: unknown };
  const dateTime = ajv.formats['date-time'] as { validate: (s: string) => boolean; compare?: unknown };
  ajv.addFormat('date', {
    type: 'string',
    validate: (s: string) => date.validate(s) && Number(s.slice(0, 4)) >= 1,
    compare: date.compare as never,
  });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (s: string) => dateTime.validate(s) && inRange(Date.parse(s)),
    compare: dateTime.compare as never,
  });
}

// Date.UTC reads years 0–99 as 1900–1999, so year 1 is set explicitly.
const yearOne = new Date(0).setUTCFullYear(1, 0, 1);
const afterYear9999 = Date.UTC(10000, 0, 1);

const inRange = (ms: number) => Number.isFinite(ms) && ms >= yearOne && ms < afterYear9999;
