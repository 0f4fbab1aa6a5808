import { passwordRules } from '../../api';

/** The rules under the password field, each marked as met while she types. */
export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  return (
    <ul className="password-rules" id={id} aria-label="Requisitos de la contraseña">
      {passwordRules.map((rule) => {
        const met = rule.pattern.test(password);
        return (
          <li key={rule.text} className={met ? 'met' : undefined}>
            {rule.text.replace('• ', '')}
            <span className="visually-hidden">{met ? ' (cumplido)' : ' (pendiente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
