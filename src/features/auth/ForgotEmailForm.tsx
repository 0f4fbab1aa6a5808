import { Form, FormikProvider, useFormik } from 'formik';
import { api } from '../../api';
import { Button } from '../../components/kit/Button';
import { TextField } from '../../components/kit/TextField';
import { useFieldCheck } from '../../components/kit/useFieldCheck';
import type { AlertMessage } from '../../components/kit/Alert';
import { useAppDispatch } from '../../lib/hooks';
import { toApiFailure } from '../../lib/apiFailure';
import { recoveryAbandoned, recoveryCodeSent } from './authSlice';

const check = (v: { email: string }): AlertMessage | null =>
  v.email.trim() ? null : { kind: 'error', text: 'Por favor ingrese su correo electrónico' };
const fieldErrors = (v: { email: string }): Record<string, string> => (v.email.trim() ? {} : { email: 'Campo obligatorio' });

/** Recovery, first step: e-mail a code. The account id the reset needs is looked up with that code (SPEC §7). */
export function ForgotEmailForm({ onNotice }: { onNotice: (notice: AlertMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const formik = useFormik({
    initialValues: { email: '' },
    onSubmit: async (values) => {
      if (stops(values)) return;
      const email = values.email.trim();
      onNotice(null);
      const sent = await dispatch(api.endpoints.requestPasswordResetByEmail.initiate({ emailRequest: { email } }));
      if ('error' in sent) {
        const failure = toApiFailure(sent.error);
        const text =
          failure.status === 404
            ? 'No se encontró una cuenta asociada con este correo electrónico'
            : failure.status === 429 && failure.message
              ? failure.message
              : 'Error al enviar código de verificación';
        onNotice({ kind: 'error', text });
        return;
      }
      onNotice({ kind: 'info', text: 'Te enviamos un código de verificación a tu correo electrónico.' });
      dispatch(recoveryCodeSent({ email }));
    },
  });
  const { stops, errors } = useFieldCheck({ values: formik.values, check, fieldErrors, order: ['email'], onNotice });
  const { isSubmitting } = formik;
  return (
    <FormikProvider value={formik}>
      <Form noValidate className="form-stack">
        <h1>Recuperar contraseña</h1>
        <p className="form-lead">Escribe el correo electrónico de tu cuenta y te enviaremos un código de verificación.</p>
        <TextField name="email" label="Correo electrónico" error={errors.email} type="email" autoComplete="email" inputMode="email" />
        <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Enviando código...">
          Enviar código
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
