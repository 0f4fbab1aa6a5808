import { apiMessages } from '../../../common/apiMessages';
import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { api } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectSession } from '../../lib/session';
import { FieldItem } from '../../components/form/FieldItem';
import { requiredSummary, useFocusFirstError } from '../../components/form/fieldErrors';
import { useFeedback } from '../../components/feedback';

const REQUIRED = 'Por favor completa todos los campos obligatorios';

interface Values {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
}

const fieldOrder = [
  { name: 'name', id: 'contact-name' },
  { name: 'email', id: 'contact-email' },
  { name: 'phoneNumber', id: 'contact-phone' },
  { name: 'message', id: 'contact-message' },
];

const schema = yup.object({
  name: yup.string().trim().required(REQUIRED).max(100, 'Máximo 100 caracteres'),
  email: yup.string().trim().required(REQUIRED).email('Ingresa un correo electrónico válido'),
  phoneNumber: yup.string().trim().max(20, 'Máximo 20 caracteres'),
  message: yup.string().trim().required(REQUIRED).max(5000, 'Máximo 5000 caracteres'),
});

/** SPEC §7: the server answers the contact form with text (read as text in src/api/index.ts). */
const delivered = (result: { data?: unknown; error?: unknown }) => !('error' in result) || !result.error;

const statusOf = (error: unknown) => {
  const e = error as { status?: unknown; originalStatus?: unknown };
  return typeof e?.status === 'number' ? e.status : typeof e?.originalStatus === 'number' ? e.originalStatus : 'de conexión';
};

/** The contact form (SPEC §3, §7 POST /contact): name, e-mail, optional phone and a message. */
export function ContactForm() {
  const { notification } = useFeedback();
  const { fullName, email, phoneNumber } = useAppSelector(selectSession);
  const [send, { isLoading }] = api.useSendContactFormMutation();
  const formik = useFormik<Values>({
    initialValues: { name: fullName ?? '', email: email ?? '', phoneNumber: phoneNumber ?? '', message: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await send({
        contactForm: {
          name: values.name.trim(),
          email: values.email.trim(),
          phoneNumber: values.phoneNumber.trim() || null,
          message: values.message.trim(),
        },
      });
      if (!delivered(result)) {
        notification.error({
          title: 'Error',
          description: `Error ${statusOf(result.error)}: No se pudo enviar el formulario de contacto`,
          duration: 5,
        });
        return;
      }
      notification.success({
        title: apiMessages.contactReceived,
        description: 'Nuestro equipo se pondrá en contacto contigo.',
        duration: 4,
      });
      helpers.resetForm({ values: { ...values, message: '' } });
    },
  });
  const { values } = formik;
  const { missing, error } = requiredSummary(
    formik,
    fieldOrder.map((f) => f.name),
    REQUIRED,
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
      aria-label="Formulario de contacto"
    >
      {missing && <Alert type="error" showIcon role="alert" title={REQUIRED} className="help-alert" />}
      <FieldItem id="contact-name" label="Nombre" error={error('name')}>
        <Input
          id="contact-name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <FieldItem id="contact-email" label="Correo electrónico" error={error('email')}>
        <Input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <FieldItem id="contact-phone" label="Teléfono (opcional)" error={error('phoneNumber')}>
        <Input
          id="contact-phone"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <FieldItem id="contact-message" label="Mensaje" error={error('message')}>
        <Input.TextArea
          id="contact-message"
          name="message"
          rows={4}
          maxLength={5000}
          value={values.message}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FieldItem>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Enviar
      </Button>
    </Form>
  );
}
