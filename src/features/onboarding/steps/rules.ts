import { array, object, string, type Schema } from 'yup';
import { messages } from './messages';

/** yup pieces shared by the steps; every message is a SPEC §5 text. */
export const answered = (message: string = messages.required) => string().required(message).oneOf(['si', 'no'], message);
export const requiredText = (message: string = messages.required) => string().trim().required(message);
/** Required only when `gate` is 'si'. */
export const detailsWhenYes = (gate: string, message: string = messages.required) =>
  string().when(gate, { is: 'si', then: (s) => s.trim().required(message), otherwise: (s) => s.notRequired() });

export { array, object, string };

/** The first rule broken, in field order, or null: the step shows one warning at a time. */
export function firstProblem(schema: Schema, values: object): string | null {
  try {
    schema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    const errors = (error as { errors?: string[] }).errors;
    return errors?.[0] ?? messages.required;
  }
}
