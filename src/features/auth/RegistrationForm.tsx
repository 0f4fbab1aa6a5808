import { useState } from 'react';
import { Field, Form, FormikProvider, useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { Button } from '../../components/kit/Button';
import { TextField } from '../../components/kit/TextField';
import { Checkbox } from '../../components/kit/Choice';
import { Spin } from '../../components/kit/Spin';
import { useFieldCheck } from '../../components/kit/useFieldCheck';
import { PrivacyNoticeText } from '../../components/PrivacyNoticeText';
import { privacyNotice } from '../../api/privacyNotice';
import type { AlertMessage } from '../../components/kit/Alert';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../../common/paths';
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
  type RegistrationValues,
} from './registrationForm';

const required = ['firstName', 'lastName', 'email', 'phoneNumber', 'birthdate'] as const;
const order = [...required, 'aceptaPrivacidad'];

/** SPEC §5's notice for the registration, in its order: the required fields and the privacy acceptance, then the phone. */
function check(values: RegistrationValues): AlertMessage | null {
  if (!registrationComplete(values)) return { kind: 'error', text: registrationIncompleteMessage };
  if (normalPhone(values.phoneNumber).length !== 10) return { kind: 'error', text: phoneMessage };
  return null;
}

function fieldErrors(values: RegistrationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of required) if (!values[name].trim()) errors[name] = 'Campo obligatorio';
  if (!errors.phoneNumber && normalPhone(values.phoneNumber).length !== 10) errors.phoneNumber = 'Escribe 10 dígitos.';
  if (!values.aceptaPrivacidad) errors.aceptaPrivacidad = 'Acepta el aviso de privacidad para continuar.';
  return errors;
}

const sources = ['Redes sociales', 'Recomendación de una amiga o familiar', 'Recomendación médica', 'Búsqueda en internet', 'Otro'];

/** Stage 'registro' of /form/crear-cuenta: create the account, then have a code e-mailed. */
export function RegistrationForm({ onNotice }: { onNotice: (notice: AlertMessage | null) => void }) {
  const dispatch = useAppDispatch();
  const [sendingCode, setSendingCode] = useState(false);
  const formik = useFormik({
    initialValues: initialRegistrationValues,
    onSubmit: async (values) => {
      if (stops(values)) return;
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
    },
  });
  const { isSubmitting } = formik;
  const { stops, errors } = useFieldCheck({ values: formik.values, check, fieldErrors, order, onNotice });
  return (
    <FormikProvider value={formik}>
      <Form noValidate className="form-stack" aria-busy={isSubmitting}>
        <h1>Crear cuenta</h1>
        <p className="auth-switch">
          ¿Ya tienes cuenta? <Link to={paths.login}>Iniciar sesión</Link>
        </p>
        <p className="form-lead">Los campos marcados con * son obligatorios.</p>
        <div className="form-grid">
          <TextField name="firstName" label="Nombre(s) *" error={errors.firstName} autoComplete="given-name" />
          <TextField name="lastName" label="Apellidos *" error={errors.lastName} autoComplete="family-name" />
          <TextField name="email" label="Correo electrónico *" error={errors.email} type="email" autoComplete="email" inputMode="email" />
          <TextField
            name="phoneNumber"
            label="Teléfono (WhatsApp) *"
            error={errors.phoneNumber}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            hint="10 dígitos, por ejemplo 55 1234 5678"
          />
          <TextField name="birthdate" label="Fecha de nacimiento *" error={errors.birthdate} type="date" autoComplete="bday" />
          <div className="kit-field">
            <label className="kit-field-label" htmlFor="field-gender">
              Sexo
            </label>
            <Field as="select" id="field-gender" name="gender" className="kit-input">
              <option value="f">Femenino</option>
              <option value="m">Masculino</option>
              <option value="otro">Otro</option>
            </Field>
          </div>
          <TextField name="weight" label="Peso habitual (kg)" inputMode="decimal" hint="Puede ser un rango, por ejemplo 60-65" />
          <TextField name="height" label="Estatura (cm)" inputMode="numeric" />
          <div className="kit-field">
            <label className="kit-field-label" htmlFor="field-comoNosConociste">
              ¿Cómo nos conociste?
            </label>
            <Field as="select" id="field-comoNosConociste" name="comoNosConociste" className="kit-input">
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
        <Checkbox
          {...formik.getFieldProps({ name: 'aceptaPrivacidad', type: 'checkbox' })}
          checked={formik.values.aceptaPrivacidad}
          id="field-aceptaPrivacidad"
          aria-invalid={errors.aceptaPrivacidad ? true : undefined}
          aria-describedby={errors.aceptaPrivacidad ? 'field-aceptaPrivacidad-error' : undefined}
        >
          Aviso de privacidad y aceptación de contacto por WhatsApp *
        </Checkbox>
        {errors.aceptaPrivacidad && (
          <small id="field-aceptaPrivacidad-error" className="kit-field-error">
            {errors.aceptaPrivacidad}
          </small>
        )}
        {sendingCode && (
          <p className="form-progress" role="status">
            <Spin /> Enviando código de verificación...
          </p>
        )}
        <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Creando cuenta...">
          Crear cuenta
        </Button>
      </Form>
    </FormikProvider>
  );
}
