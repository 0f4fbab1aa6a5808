import { messages } from './steps/messages';

/** SPEC §2: the signature leaves the canvas as a JPEG at quality 0.8. */
export const SIGNATURE_TYPE = 'image/jpeg';
export const SIGNATURE_QUALITY = 0.8;
/** SPEC §4: wait 2 s after success, then go to plan selection. */
export const REDIRECT_DELAY_MS = 2000;

/** SPEC §5 terms rule: the warning to show, or null when the signature is there. */
export function signatureProblem(firmaDigital: string | null): { title: string; description: string } | null {
  return firmaDigital ? null : { title: messages.signatureTitle, description: messages.signatureRequired };
}
