import { Form, FormikProvider, useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/kit/Button';
import { TextField } from '../../components/kit/TextField';
import { useFieldCheck } from '../../components/kit/useFieldCheck';
import type { AlertMessage } from '../../components/kit/Alert';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { logIn } from './authFlows';
import { recoveryStarted } from './authSlice';

interface Values {
  email: string;
  password: string;
}

const check = (v: Values): AlertMessage | null =>
  !v.email.trim() || !v.password ? { kind: 'error', text: 'Por favor complete todos los campos' } : null;

const fieldErrors = (v: Values): Record<string, string> => ({
  ...(!v.email.trim() && { email: 'Campo obligatorio' }),
  ...(!v.password && { password: 'Campo obligatorio' }),
});

/** Login mode of /onboarding (SPEC §2, §5, §8). */
export function LoginForm({ onNotice }: { onNotice: (notice: AlertMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  const formik = useFormik<Values>({
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      if (stops(values)) return;
      const { email, password } = values;
      onNotice(null);
      const result = await logIn(dispatch, email.trim(), password);
      if (!result.ok) {
        onNotice({ kind: 'error', text: result.failure.message ?? 'Error en el login' });
        return;
      }
      // The query string of a deep link (kept by the guard) travels on, so the booking modal opens.
      navigate({ pathname: paths.dashboard, search });
    },
  });
  const { stops, errors } = useFieldCheck({ values: formik.values, check, fieldErrors, order: ['email', 'password'], onNotice });
  const { isSubmitting } = formik;
  return (
    <FormikProvider value={formik}>
      <Form noValidate className="form-stack">
        <h1>Iniciar sesión</h1>
        <TextField name="email" label="Correo electrónico" error={errors.email} type="email" autoComplete="email" inputMode="email" />
        <TextField name="password" label="Contraseña" error={errors.password} type="password" autoComplete="current-password" />
        <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Iniciando sesión...">
          Iniciar sesión
        </Button>
        <Button
          type="link"
          onClick={() => {
            onNotice(null);
            dispatch(recoveryStarted());
          }}
        >
          ¿Olvidaste tu contraseña?
        </Button>
      </Form>
    </FormikProvider>
  );
}
