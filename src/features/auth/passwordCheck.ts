import type { AlertMessage } from '../../components/kit/Alert';
import { failingPasswordRules, passwordRulesIntro } from '../../api';

/** SPEC §5 reset and verification rules, in order: all filled, passwords match, password rules. */
export function checkNewPassword(values: { code: string; password: string; confirm: string }): AlertMessage | null {
  if (!values.code.trim() || !values.password || !values.confirm) {
    return { kind: 'error', text: 'Por favor complete todos los campos' };
  }
  if (values.password !== values.confirm) return { kind: 'error', text: 'Las contraseñas no coinciden' };
  const failing = failingPasswordRules(values.password);
  if (failing.length > 0) return { kind: 'error', text: passwordRulesIntro, items: failing };
  return null;
}

export const newPasswordOrder = ['code', 'password', 'confirm'] as const;

/** Each wrong field of the code-and-new-password forms, marked under it beside the notice. */
export function newPasswordFieldErrors(values: { code: string; password: string; confirm: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.code.trim()) errors.code = 'Campo obligatorio';
  if (!values.password) errors.password = 'Campo obligatorio';
  else if (failingPasswordRules(values.password).length > 0) errors.password = 'Aún no cumple los requisitos.';
  if (!values.confirm) errors.confirm = 'Campo obligatorio';
  else if (values.password && values.confirm !== values.password) errors.confirm = 'No coincide con la contraseña.';
  return errors;
}
