import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The eight questionnaire steps, in SPEC §2 order; also the step names kept in the action log. */
export const stepIds = [
  'info-personal',
  'antecedentes-familiares',
  'antecedentes-personales',
  'salud-urinaria',
  'antecedentes-patologicos',
  'informacion-ginecologica',
  'perimenopausia',
  'terminos-condiciones',
] as const;
export type StepId = (typeof stepIds)[number];

/** Formik values of a step, as the patient left them (strings, booleans, lists). */
export type StepAnswers = Record<string, unknown>;

export interface OnboardingState {
  answers: Partial<Record<StepId, StepAnswers>>;
  /** JPEG data URL of the signature (SPEC local-storage key firmaDigital). */
  firmaDigital: string | null;
  consentAccepted: boolean;
}

export const initialOnboardingState: OnboardingState = {
  answers: {},
  firmaDigital: null,
  consentAccepted: false,
};

const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    stepSubmitted(state, action: PayloadAction<{ step: StepId; answers: StepAnswers }>) {
      state.answers[action.payload.step] = action.payload.answers;
    },
    savedAnswersLoaded(state, action: PayloadAction<{ step: StepId; answers: StepAnswers }>) {
      // Answers typed on this device win over the server copy.
      state.answers[action.payload.step] ??= action.payload.answers;
    },
    signatureCaptured(state, action: PayloadAction<{ dataUrl: string }>) {
      state.firmaDigital = action.payload.dataUrl;
    },
    signatureCleared(state) {
      state.firmaDigital = null;
    },
    consentSigned(state) {
      state.consentAccepted = true;
    },
  },
});

export const { stepSubmitted, savedAnswersLoaded, signatureCaptured, signatureCleared, consentSigned } = onboardingSlice.actions;
export const onboardingReducer = onboardingSlice.reducer;
