import { Form, Formik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/lite/Button';
import { TextField } from '../../components/lite/TextField';
import type { NoticeMessage } from '../../components/lite/Notice';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { logIn } from './authFlows';
import { recoveryStarted } from './authSlice';

/** Login mode of /onboarding (SPEC §2, §5, §8). */
export function LoginForm({ onNotice }: { onNotice: (notice: NoticeMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      onSubmit={async ({ email, password }) => {
        if (!email.trim() || !password) {
          onNotice({ kind: 'error', text: 'Por favor complete todos los campos' });
          return;
        }
        onNotice(null);
        const result = await logIn(dispatch, email.trim(), password);
        if (!result.ok) {
          onNotice({ kind: 'error', text: result.failure.message ?? 'Error en el login' });
          return;
        }
        // The query string of a deep link (kept by the guard) travels on, so the booking modal opens.
        navigate({ pathname: paths.dashboard, search });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="lite-form">
          <h1>Iniciar sesión</h1>
          <TextField name="email" label="Correo electrónico" type="email" autoComplete="email" inputMode="email" />
          <TextField name="password" label="Contraseña" type="password" autoComplete="current-password" />
          <Button type="submit" loading={isSubmitting} loadingText="Iniciando sesión...">
            Iniciar sesión
          </Button>
          <Button
            variant="link"
            onClick={() => {
              onNotice(null);
              dispatch(recoveryStarted());
            }}
          >
            ¿Olvidaste tu contraseña?
          </Button>
        </Form>
      )}
    </Formik>
  );
}
