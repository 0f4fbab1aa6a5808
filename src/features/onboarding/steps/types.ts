import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ObjectSchema } from 'yup';
import type { StepId } from '../onboardingSlice';

export type YesNo = '' | 'si' | 'no';

export interface Option {
  value: string;
  label: string;
}

/** When a field is shown: the answer of `field` equals `equals` (SPEC: conditional fields appear on 'si'). */
export interface ShowWhen {
  field: string;
  equals: string;
}

interface BaseField {
  name: string;
  label: string;
  showWhen?: ShowWhen;
  /** Short help under the label. */
  help?: string;
}

export type FieldDef =
  | (BaseField & { kind: 'yesno' })
  | (BaseField & {
      kind: 'text';
      placeholder?: string;
      inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
      maxLength?: number;
      digitsOnly?: boolean;
      enabledWhenChecked?: { field: string; value: string };
    })
  | (BaseField & { kind: 'textarea'; placeholder?: string })
  | (BaseField & { kind: 'date' })
  | (BaseField & { kind: 'select'; options: Option[] })
  | (BaseField & { kind: 'radio'; options: Option[] })
  | (BaseField & { kind: 'checkboxes'; options: Option[]; exclusive?: string })
  | (BaseField & { kind: 'scale' })
  | (BaseField & { kind: 'medications' });

export interface Section {
  title?: string;
  fields: FieldDef[];
}

/** One questionnaire step as data: what it asks, how it validates, what it sends. */
export interface StepDef<V extends object = Record<string, unknown>, P = unknown, S = unknown> {
  id: Exclude<StepId, 'terminos-condiciones'>;
  sections: Section[];
  initialValues: V;
  schema: ObjectSchema<object>;
  toPayload(values: V): P;
  /** The server's saved payload back into form values, for a patient who logs in on a new device. */
  fromSaved(saved: S): V;
  /** The step's read and save calls (RTK Query thunks of the generated API). */
  load(openmrsId: string): ThunkAction<LoadRequest<S>, unknown, unknown, UnknownAction>;
  save(openmrsId: string, payload: P): ThunkAction<SaveRequest<S>, unknown, unknown, UnknownAction>;
  /** An event for the rest of the portal once the server has saved the step (step 1's shipping address). */
  savedEvent?(saved: S): UnknownAction;
  /** Where a step with nothing saved yet starts from what she told us elsewhere (step 1: registration's weight and height). */
  prefill?: StepPrefill<V>;
}

export interface StepPrefill<V, R = never> {
  load(openmrsId: string): ThunkAction<LoadRequest<R>, unknown, unknown, UnknownAction>;
  values(answer: R): Partial<V>;
}

/** What the generic step uses of an RTK Query request. */
export interface LoadRequest<S> {
  unwrap(): Promise<S>;
  unsubscribe(): void;
}
export interface SaveRequest<S = unknown> {
  unwrap(): Promise<S>;
}

/** A medication row of step 3 (SPEC §3 medications list). */
export interface MedicationRow {
  name: string;
  brand: string;
  dose: string;
  diagnosis: string;
  duration: string;
}
