import type { NoticeMessage } from '../../components/lite/Notice';
import { failingPasswordRules, passwordRulesIntro } from '../../api';

/** SPEC §5 reset and verification rules, in order: all filled, passwords match, password rules. */
export function checkNewPassword(values: { code: string; password: string; confirm: string }): NoticeMessage | null {
  if (!values.code.trim() || !values.password || !values.confirm) {
    return { kind: 'error', text: 'Por favor complete todos los campos' };
  }
  if (values.password !== values.confirm) return { kind: 'error', text: 'Las contraseñas no coinciden' };
  const failing = failingPasswordRules(values.password);
  if (failing.length > 0) return { kind: 'error', text: passwordRulesIntro, items: failing };
  return null;
}
