import { apiMessages } from '../../../common/apiMessages';
import { Form, FormikProvider, useFormik } from 'formik';
import { api } from '../../api';
import { Button } from '../../components/kit/Button';
import { TextField } from '../../components/kit/TextField';
import { useFieldCheck } from '../../components/kit/useFieldCheck';
import type { AlertMessage } from '../../components/kit/Alert';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toApiFailure } from '../../lib/apiFailure';
import { passwordResetCompleted, recoveryAbandoned, selectAuth } from './authSlice';
import { checkNewPassword, newPasswordFieldErrors, newPasswordOrder } from './passwordCheck';
import { PasswordRulesList } from './PasswordRulesList';

const empty = { code: '', password: '', confirm: '' };

/** Recovery, second step: the e-mailed code and the new password; success returns to login. */
export function ForgotVerificationForm({ onNotice }: { onNotice: (notice: AlertMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const { recovery } = useAppSelector(selectAuth);

  const formik = useFormik({
    initialValues: empty,
    onSubmit: async (values, { resetForm }) => {
      if (stops(values)) return;
      if (!recovery) {
        dispatch(recoveryAbandoned());
        return;
      }
      onNotice(null);
      const code = values.code.trim();
      // The server reveals the account id (her phone number) only to whoever holds the e-mailed code.
      const found = await dispatch(
        api.endpoints.searchPatientByEmail.initiate(
          { email: recovery.email, 'X-Verification-Code': code },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (!found.data?.openmrsId) {
        const failure = found.error ? toApiFailure(found.error) : null;
        const text =
          failure?.status === 404
            ? apiMessages.recoveryCodeInvalid
            : failure?.status === 429 && failure.message
              ? failure.message
              : 'Error al buscar información del paciente';
        onNotice({ kind: 'error', text });
        return;
      }
      const reset = await dispatch(
        api.endpoints.resetPassword.initiate({
          resetPasswordRequest: { openmrsId: found.data.openmrsId, code, newPassword: values.password },
        }),
      );
      if ('error' in reset) {
        const failure = toApiFailure(reset.error);
        const text =
          failure.status === 400
            ? apiMessages.recoveryCodeInvalid
            : (failure.message ?? 'No se pudo restablecer la contraseña. Por favor intenta nuevamente.');
        onNotice({ kind: 'error', text });
        return;
      }
      resetForm({ values: empty });
      dispatch(passwordResetCompleted());
      onNotice({ kind: 'success', text: `${reset.data.message}. Ya puedes iniciar sesión con tu nueva contraseña.` });
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
  return (
    <FormikProvider value={formik}>
      <Form noValidate className="form-stack">
        <h1>Restablecer contraseña</h1>
        <p className="form-lead">Escribe el código que enviamos a tu correo electrónico y elige una nueva contraseña.</p>
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
          label="Nueva contraseña"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          aria-describedby="reset-rules"
        />
        <PasswordRulesList password={values.password} id="reset-rules" />
        <TextField name="confirm" label="Confirmar contraseña" error={errors.confirm} type="password" autoComplete="new-password" />
        <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Restableciendo...">
          Restablecer contraseña
        </Button>
        <Button
          type="link"
          onClick={() => {
            onNotice(null);
            dispatch(recoveryAbandoned());
          }}
        >
          Volver a iniciar sesión
        </Button>
      </Form>
    </FormikProvider>
  );
}
