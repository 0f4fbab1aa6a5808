import type { Kind, Placeholder } from './redaction';

/**
 * The kinds of data the contract's properties hold. Every leaf of openapi.yaml (a property, an array of
 * scalars, a parameter) names one in `x-data`, directly or through the schema it refers to; codegen fails
 * on one that does not. What a class keeps is decided here once, for the action log and the server's log
 * alike: structure keeps its value (still checked to look like its kind), anything about her becomes the
 * placeholder that says what it was.
 */
export const dataClasses = {
  /** An opaque identifier the portal made: uuids, checkout session ids, hashes of public texts. */
  id: 'id',
  /** One of a closed set (the schema's `enum` when it lists one). */
  enum: 'enum',
  /** A yes/no the portal branches on, including the questionnaire's yes/no answers. */
  flag: 'boolean',
  /** A count, price, duration or score. */
  number: 'number',
  /** When something happened or will: a booking, a payment, a saved form. */
  date: 'date',
  /** A date of her life: birthdate, last period. */
  'personal-date': '[date]',
  /** A number about her body or her person: weight, height, waist, age. */
  'personal-number': '[number]',
  /** Free text that is not clinical: a message, a description, a server's explanation. */
  text: '[text]',
  /** Free text about her health: history details, medications, prescriptions. */
  'health-text': '[text]',
  email: '[email]',
  /** A phone number, and the patient id that is her phone number. */
  phone: '[phone]',
  /** A person's name: hers, her doctor's, a fiscal name. */
  name: '[name]',
  /** A postal address or any part of it, and where she connected from. */
  address: '[address]',
  password: '[password]',
  /** A one-time code sent to her e-mail, a referral code. */
  code: '[code]',
  /** Whatever grants access to whoever holds it: session tokens, payment links, video-call links, OXXO references. */
  secret: '[token]',
  /** A drawn signature. */
  signature: '[signature]',
  /** A file's content or name. */
  file: '[file]',
} as const satisfies Record<string, Kind | Placeholder>;

export type DataClass = keyof typeof dataClasses;

export const isDataClass = (value: unknown): value is DataClass =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(dataClasses, value);
