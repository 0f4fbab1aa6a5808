import { useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import { getIn, type FormikErrors, type FormikTouched } from 'formik';
import { focusFirst } from './focus';

/** What the shared rules read of a formik form (useFormik's result or useFormikContext's). */
export interface FormErrorsState {
  errors: FormikErrors<unknown>;
  touched: FormikTouched<unknown>;
  submitCount: number;
  isSubmitting: boolean;
}

/**
 * A field's error as she should see it: only once she left the field or tried to send, and only while
 * the current values are wrong (the form validates on every change, so a corrected field loses it).
 */
export function shownError(form: Omit<FormErrorsState, 'isSubmitting'>, name: string): string | undefined {
  const error: unknown = getIn(form.errors, name);
  if (typeof error !== 'string' || !error) return undefined;
  return getIn(form.touched, name) || form.submitCount > 0 ? error : undefined;
}

/**
 * Calls `onEnded` with the form's errors each time a send ends (validation stopped it, or it ran): the
 * errors are read then, not watched, so later edits do not call it again.
 */
export function useSendEnded(form: FormErrorsState, onEnded: (errors: FormikErrors<unknown>) => void) {
  const handled = useRef(form.submitCount);
  const { submitCount, isSubmitting } = form;
  const ended = useEffectEvent(() => onEnded(form.errors));
  useEffect(() => {
    if (submitCount < handled.current) handled.current = submitCount; // the form was reset
    if (submitCount <= handled.current || isSubmitting) return;
    handled.current = submitCount;
    ended();
  }, [submitCount, isSubmitting]);
}

/** The ids of `fields` (in the order she sees them) whose answers are wrong. */
export const wrongFieldIds = (errors: FormikErrors<unknown>, fields: ReadonlyArray<{ name: string; id: string }>) =>
  fields.filter((f) => typeof getIn(errors, f.name) === 'string').map((f) => f.id);

/**
 * A form's submit handler for a form whose errors are known from its values at once: focus moves to the
 * first wrong field in the same task as her click (formik's own check ends in a later one), then formik
 * takes the send.
 */
export const focusFirstWrongThenSubmit =
  (
    handleSubmit: (e?: FormEvent<HTMLFormElement>) => void,
    wrong: () => FormikErrors<unknown>,
    fields: ReadonlyArray<{ name: string; id: string }>,
  ) =>
  (e: FormEvent<HTMLFormElement>) => {
    focusFirst(wrongFieldIds(wrong(), fields));
    handleSubmit(e);
  };

/**
 * After a send that validation stopped (or the server refused field by field), focus goes to the first
 * wrong field in the order she sees them, so the keyboard and the screen reader land on what to fix.
 */
export function useFocusFirstError(form: FormErrorsState, fields: ReadonlyArray<{ name: string; id: string }>) {
  useSendEnded(form, (errors) => focusFirst(wrongFieldIds(errors, fields)));
}

/** SPEC states some forms' required rule once, above the form; each empty field then says this. */
export const FIELD_REQUIRED = 'Campo obligatorio';

/**
 * For a form whose required rule has one SPEC message: whether that message shows above the form (after
 * a send, while a field still breaks it) and each field's own error, 'Campo obligatorio' in its place.
 */
export function requiredSummary(form: Omit<FormErrorsState, 'isSubmitting'>, names: readonly string[], summary: string) {
  const shown = new Map(names.map((name) => [name, shownError(form, name)]));
  return {
    missing: form.submitCount > 0 && [...shown.values()].includes(summary),
    error: (name: string) => {
      const error = shown.get(name);
      return error === summary ? FIELD_REQUIRED : error;
    },
  };
}
