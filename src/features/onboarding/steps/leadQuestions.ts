import type { StepId } from '../onboardingSlice';

/**
 * The first questions of a step whose heading is short and which has no intro: the step's largest text is
 * then a question, so the page's frame shows these questions too, from the HTML, while the step's code and
 * her saved answers arrive (LeadQuestionsPreview). They are the step's own labels (the step definition
 * reads them from here), the same for every patient: only questions every patient sees, before any `showWhen`
 * one, and enough of them that no later question on a phone's first screen is a larger text than these.
 * Light, like titles.ts: every route's start chunk carries it.
 */
export const leadQuestions: Partial<Record<StepId, readonly string[]>> = {
  'salud-urinaria': [
    '¿Tienes infecciones urinarias frecuentes?',
    '¿Se te escapa la orina al toser, estornudar, reír o hacer ejercicio?',
    '¿Usas toallas o protectores por pérdidas de orina?',
  ],
};
