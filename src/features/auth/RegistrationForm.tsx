import { useState } from 'react';
import { Field, Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { Button } from '../../components/lite/Button';
import { TextField } from '../../components/lite/TextField';
import { PrivacyNoticeText } from '../../components/PrivacyNoticeText';
import { privacyNotice } from '../../api/privacyNotice';
import type { NoticeMessage } from '../../components/lite/Notice';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { toApiFailure } from '../../lib/apiFailure';
import { registrationMessage } from './registrationMessage';
import { registrationAccepted, registrationSubmitted } from './authSlice';
import {
  initialRegistrationValues,
  normalPhone,
  phoneMessage,
  registrationComplete,
  registrationIncompleteMessage,
  toRegistrationRequest,
} from './registrationForm';

const sources = ['Redes sociales', 'Recomendación de una amiga o familiar', 'Recomendación médica', 'Búsqueda en internet', 'Otro'];

/** Stage 'registro' of /form/crear-cuenta: create the account, then have a code e-mailed. */
export function RegistrationForm({ onNotice }: { onNotice: (notice: NoticeMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const [sendingCode, setSendingCode] = useState(false);
  return (
    <Formik
      initialValues={initialRegistrationValues}
      onSubmit={async (values) => {
        if (!registrationComplete(values)) {
          onNotice({ kind: 'error', text: registrationIncompleteMessage });
          return;
        }
        if (normalPhone(values.phoneNumber).length !== 10) {
          onNotice({ kind: 'error', text: phoneMessage });
          return;
        }
        onNotice(null);
        const request = toRegistrationRequest(values);
        dispatch(registrationSubmitted({ email: request.email }));
        const created = await dispatch(api.endpoints.registerPatient.initiate({ registrationRequest: request }));
        if ('error' in created) {
          onNotice({ kind: 'error', text: registrationMessage(toApiFailure(created.error)) });
          return;
        }
        setSendingCode(true);
        const sent = await dispatch(api.endpoints.requestVerificationCode.initiate({ emailRequest: { email: request.email } }));
        setSendingCode(false);
        if ('error' in sent) {
          onNotice({ kind: 'error', text: registrationMessage(toApiFailure(sent.error)) });
          return;
        }
        dispatch(registrationAccepted({ email: request.email }));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="lite-form" aria-busy={isSubmitting}>
          <h1>Crear cuenta</h1>
          <p className="auth-switch">
            ¿Ya tienes cuenta? <Link to={paths.login}>Iniciar sesión</Link>
          </p>
          <p className="lite-lead">Los campos marcados con * son obligatorios.</p>
          <div className="lite-grid">
            <TextField name="firstName" label="Nombre(s) *" autoComplete="given-name" />
            <TextField name="lastName" label="Apellidos *" autoComplete="family-name" />
            <TextField name="email" label="Correo electrónico *" type="email" autoComplete="email" inputMode="email" />
            <TextField
              name="phoneNumber"
              label="Teléfono (WhatsApp) *"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              hint="10 dígitos"
            />
            <TextField name="birthdate" label="Fecha de nacimiento *" type="date" autoComplete="bday" />
            <div className="lite-field">
              <label htmlFor="field-gender">Sexo</label>
              <Field as="select" id="field-gender" name="gender">
                <option value="f">Femenino</option>
                <option value="m">Masculino</option>
                <option value="otro">Otro</option>
              </Field>
            </div>
            <TextField name="weight" label="Peso habitual (kg)" inputMode="decimal" hint="Puede ser un rango, por ejemplo 60-65" />
            <TextField name="height" label="Estatura (cm)" inputMode="numeric" />
            <div className="lite-field">
              <label htmlFor="field-comoNosConociste">¿Cómo nos conociste?</label>
              <Field as="select" id="field-comoNosConociste" name="comoNosConociste">
                <option value="">Selecciona una opción</option>
                {sources.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Field>
            </div>
            <TextField name="codigoReferencia" label="Código de referencia" autoComplete="off" />
          </div>
          <details className="auth-notice">
            <summary>Leer el aviso de privacidad</summary>
            <PrivacyNoticeText notice={privacyNotice} headingId="registro-aviso-titulo" />
          </details>
          <label className="lite-check">
            <Field type="checkbox" name="aceptaPrivacidad" />
            <span>Aviso de privacidad y aceptación de contacto por WhatsApp *</span>
          </label>
          {sendingCode && (
            <p className="lite-progress" role="status">
              <span className="lite-spinner" aria-hidden="true" /> Enviando código de verificación...
            </p>
          )}
          <Button type="submit" loading={isSubmitting} loadingText="Creando cuenta...">
            Crear cuenta
          </Button>
        </Form>
      )}
    </Formik>
  );
}
