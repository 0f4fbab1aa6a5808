import { apiMessages } from '../../../common/apiMessages';
import { useEffect, useEffectEvent } from 'react';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { api, type HelpMessage } from '../../api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectSession } from '../../lib/session';
import { FieldItem } from '../../components/form/FieldItem';
import { requiredSummary, useFocusFirstError } from '../../components/form/fieldErrors';
import { HELP_MESSAGE_REQUEST, helpMessageSubmitted } from './helpEvents';
import { useFeedback } from '../../components/feedback';

/** SPEC §5: every field of the help form is required, with one message. */
export const ALL_REQUIRED = 'Por favor completa todos los campos';
const INVALID_EMAIL = 'Ingresa un correo electrónico válido';

export const subjects: Array<{ value: HelpMessage['subject']; label: string }> = [
  { value: 'tecnico', label: 'Problema técnico' },
  { value: 'cuenta', label: 'Mi cuenta' },
  { value: 'cita', label: 'Citas' },
  { value: 'receta', label: 'Recetas' },
  { value: 'general', label: 'Información general' },
  { value: 'otro', label: 'Otro' },
];

interface Values {
  name: string;
  email: string;
  subject: HelpMessage['subject'] | '';
  message: string;
  attachTechnicalLog: boolean;
}

const fieldOrder = [
  { name: 'name', id: 'help-name' },
  { name: 'email', id: 'help-email' },
  { name: 'subject', id: 'help-subject' },
  { name: 'message', id: 'help-message' },
];

const schema = yup.object({
  name: yup.string().trim().required(ALL_REQUIRED).max(100, 'Máximo 100 caracteres'),
  email: yup.string().trim().required(ALL_REQUIRED).email(INVALID_EMAIL),
  subject: yup.string().required(ALL_REQUIRED),
  message: yup.string().trim().required(ALL_REQUIRED).max(5000, 'Máximo 5000 caracteres'),
});

/** The help message (SPEC §3): name and e-mail start from her session; a failure keeps what she wrote. */
export function HelpMessageForm() {
  const { notification } = useFeedback();
  const dispatch = useAppDispatch();
  const { fullName, email } = useAppSelector(selectSession);
  // The app sends the message (it alone can attach the technical log); the form follows that request.
  const [, sending] = api.useSendHelpMessageMutation({ fixedCacheKey: HELP_MESSAGE_REQUEST });
  const formik = useFormik<Values>({
    initialValues: { name: fullName ?? '', email: email ?? '', subject: '', message: '', attachTechnicalLog: false },
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(
        helpMessageSubmitted({
          helpMessage: {
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject as HelpMessage['subject'],
            message: values.message.trim(),
          },
          attachTechnicalLog: values.attachTechnicalLog,
        }),
      );
    },
  });
  const { isSuccess, isError, reset } = sending;
  // The outcome is announced once when it arrives; the form's latest values are read, not watched.
  const announce = useEffectEvent((outcome: 'sent' | 'failed') => {
    if (outcome === 'sent') {
      notification.success({ title: apiMessages.helpMessageSent, description: 'Te responderemos por correo electrónico.', duration: 4 });
      formik.resetForm({ values: { ...formik.values, subject: '', message: '', attachTechnicalLog: false } });
    } else {
      notification.error({ title: 'Error', description: 'No se pudo enviar el mensaje. Por favor intenta nuevamente.', duration: 5 });
    }
    reset();
  });
  useEffect(() => {
    if (isSuccess) announce('sent');
    else if (isError) announce('failed');
  }, [isSuccess, isError]);
  const { values } = formik;
  const { missing, error } = requiredSummary(
    formik,
    fieldOrder.map((f) => f.name),
    ALL_REQUIRED,
  );
  useFocusFirstError(formik, fieldOrder);
  return (
    <Form
      className="help-form"
      layout="vertical"
      component="form"
      noValidate
      requiredMark={false}
      onFinish={() => formik.handleSubmit()}
      aria-label="Enviar un mensaje de ayuda"
    >
      {missing && <Alert type="error" showIcon role="alert" title={ALL_REQUIRED} className="help-alert" />}
      <FieldItem id="help-name" label="Nombre" error={error('name')}>
        <Input
          id="help-name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <FieldItem id="help-email" label="Correo electrónico" error={error('email')}>
        <Input
          id="help-email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <FieldItem id="help-subject" label="Asunto" error={error('subject')}>
        <Select
          id="help-subject"
          placeholder="Selecciona un asunto"
          value={values.subject || undefined}
          options={subjects}
          onChange={(v: HelpMessage['subject']) => void formik.setFieldValue('subject', v)}
        />
      </FieldItem>
      <FieldItem id="help-message" label="Mensaje" error={error('message')}>
        <Input.TextArea
          id="help-message"
          name="message"
          rows={4}
          maxLength={5000}
          value={values.message}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <div className="help-attach">
        <Checkbox
          id="help-attach-log"
          name="attachTechnicalLog"
          aria-describedby="help-attach-log-hint"
          checked={values.attachTechnicalLog}
          onChange={formik.handleChange}
        >
          Adjuntar registro técnico
        </Checkbox>
        <p id="help-attach-log-hint">
          Incluye un registro de lo que hiciste en el portal, sin tus datos personales, para que soporte pueda ver el problema.
        </p>
      </div>
      <Button type="primary" htmlType="submit" loading={sending.isLoading}>
        Enviar mensaje
      </Button>
    </Form>
  );
}
