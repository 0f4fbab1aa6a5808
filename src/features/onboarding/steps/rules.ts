import { array, object, string, ValidationError, type Schema } from 'yup';
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

/** A question whose answer breaks a rule: the rule's SPEC message, and whether the answer is missing or wrong. */
export interface Problem {
  message: string;
  missing: boolean;
}

/** yup's kinds of rule that an empty answer breaks (an unchecked yes/no, an empty list). */
const missingTypes = new Set(['required', 'oneOf', 'min']);

/** Every question whose answer breaks a rule, by the question's name (a medication row counts for its list). */
export function problemsOf(schema: Schema, values: object): Record<string, Problem> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: Record<string, Problem> = {};
    for (const e of error.inner.length ? error.inner : [error]) {
      const question = (e.path ?? '').split(/[.[]/)[0];
      problems[question] ??= { message: e.message, missing: missingTypes.has(e.type ?? '') };
    }
    return problems;
  }
}

/**
 * What shows under a question while its answer breaks a rule. Not the rule's SPEC message: that one is
 * the step's warning, and saying it twice on screen would be read twice.
 */
export const fieldMessages = { missing: 'Falta esta respuesta.', wrong: 'Revisa esta respuesta.' } as const;

/** The step's errors for formik: one short message per question that breaks a rule. */
export function stepErrors(schema: Schema, values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problemsOf(schema, values)).map(([question, p]) => [question, p.missing ? fieldMessages.missing : fieldMessages.wrong]),
  );
}
