/** SPEC §5: longer than 8 characters, one uppercase letter, one digit. */
export const passwordRules = [
  { text: '• Más de 8 caracteres', test: (p: string) => p.length > 8 },
  { text: '• Al menos una letra mayúscula', test: (p: string) => /[A-ZÁÉÍÓÚÑÜ]/.test(p) },
  { text: '• Al menos un número', test: (p: string) => /\d/.test(p) },
] as const;

export const passwordRulesIntro = 'La contraseña debe cumplir con los siguientes requisitos:';

/** The bullets of the rules this password fails, in SPEC order (empty when it passes). */
export function failingPasswordRules(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.text);
}
