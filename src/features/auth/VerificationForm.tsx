import { Form, FormikProvider, useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { Button } from '../../components/kit/Button';
import { TextField } from '../../components/kit/TextField';
import { useFieldCheck } from '../../components/kit/useFieldCheck';
import type { AlertMessage } from '../../components/kit/Alert';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { toApiFailure } from '../../lib/apiFailure';
import { registrationMessage } from './registrationMessage';
import { logIn } from './authFlows';
import { automaticLoginFailed, emailVerified, registrationRestarted } from './authSlice';
import { checkNewPassword, newPasswordFieldErrors, newPasswordOrder } from './passwordCheck';
import { PasswordRulesList } from './PasswordRulesList';

/** Stage 'verificacion': the e-mailed code and her password; then the automatic login (SPEC §4). */
export function VerificationForm({ email, onNotice }: { email: string; onNotice: (notice: AlertMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const formik = useFormik({
    initialValues: { code: '', password: '', confirm: '' },
    onSubmit: async (values) => {
      if (stops(values)) return;
      onNotice(null);
      const verified = await dispatch(
        api.endpoints.verifyEmail.initiate({ verifyEmailRequest: { email, code: values.code.trim(), password: values.password } }),
      );
      if ('error' in verified) {
        onNotice({ kind: 'error', text: registrationMessage(toApiFailure(verified.error)) });
        return;
      }
      dispatch(emailVerified());
      const login = await logIn(dispatch, email, values.password);
      if (login.ok) {
        navigate(paths.welcome);
        return;
      }
      dispatch(automaticLoginFailed());
      navigate(paths.login, {
        state: {
          notice: {
            kind: 'warning',
            title: 'Error en el login automático',
            text: 'Cuenta verificada. Por favor inicia sesión manualmente.',
          } satisfies AlertMessage,
        },
      });
    },
  });
  const { isSubmitting, values } = formik;
  const { stops, errors } = useFieldCheck({
    values,
    check: checkNewPassword,
    fieldErrors: newPasswordFieldErrors,
    order: newPasswordOrder,
    onNotice,
  });
  const filled = values.code.trim() !== '' && values.password !== '' && values.confirm !== '';
  return (
    <FormikProvider value={formik}>
      <Form noValidate className="form-stack">
        <h1>Verificar correo electrónico</h1>
        <p className="form-lead">
          Enviamos un código de verificación a <strong>{email}</strong>. Escríbelo aquí y crea tu contraseña.
        </p>
        <TextField
          name="code"
          label="Código de verificación"
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <TextField
          name="password"
          label="Contraseña"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          aria-describedby="verify-rules"
        />
        <PasswordRulesList password={values.password} id="verify-rules" />
        <TextField name="confirm" label="Confirmar contraseña" error={errors.confirm} type="password" autoComplete="new-password" />
        <Button type="primary" htmlType="submit" disabled={!filled || isSubmitting} loading={isSubmitting} loadingText="Verificando...">
          Verificar
        </Button>
        <ResendCode email={email} onNotice={onNotice} />
        <Button
          type="link"
          onClick={() => {
            onNotice(null);
            dispatch(registrationRestarted());
          }}
        >
          Usar otro correo electrónico
        </Button>
      </Form>
    </FormikProvider>
  );
}

function ResendCode({ email, onNotice }: { email: string; onNotice: (notice: AlertMessage | null) => void }) {
  const [resend, { isLoading }] = api.useRequestVerificationCodeMutation();
  return (
    <Button
      loading={isLoading}
      disabled={isLoading}
      loadingText="Enviando código de verificación..."
      onClick={async () => {
        const sent = await resend({ emailRequest: { email } });
        onNotice(
          'error' in sent
            ? { kind: 'error', text: registrationMessage(toApiFailure(sent.error)) }
            : { kind: 'info', text: 'Te enviamos un nuevo código de verificación.' },
        );
      }}
    >
      Reenviar código
    </Button>
  );
}
