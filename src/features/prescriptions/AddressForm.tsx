import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { addressSchema, COUNTRY, REQUIRED_MESSAGE, type AddressValues } from './addressSchema';

interface Props {
  initialValues: AddressValues;
  saving: boolean;
  onSubmit: (values: AddressValues) => void;
  onCancel?: () => void;
}

const fields: Array<{ name: keyof AddressValues; label: string; autoComplete: string; inputMode?: 'numeric' }> = [
  { name: 'street', label: 'Calle', autoComplete: 'address-line1' },
  { name: 'number', label: 'Número (opcional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'Ciudad', autoComplete: 'address-level2' },
  { name: 'state', label: 'Estado', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The shipping address form; the values survive a failed save so nothing typed is lost. */
export function AddressForm({ initialValues, saving, onSubmit, onCancel }: Props) {
  const formik = useFormik<AddressValues>({
    initialValues,
    validationSchema: addressSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: (values) =>
      onSubmit({
        street: values.street.trim(),
        number: values.number.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
        postalCode: values.postalCode.trim(),
      }),
  });
  const missing = Object.values(formik.errors).includes(REQUIRED_MESSAGE);
  return (
    <Form layout="vertical" component="form" requiredMark={false} onFinish={() => formik.handleSubmit()} aria-label="Dirección de envío">
      {missing && <Alert type="error" showIcon role="alert" title={REQUIRED_MESSAGE} className="shipping-form-alert" />}
      <div className="shipping-form-row">
        {fields.map((f) => {
          const error = formik.errors[f.name];
          const shown = error && error !== REQUIRED_MESSAGE ? error : error ? 'Campo obligatorio' : undefined;
          return (
            <Form.Item
              key={f.name}
              label={f.label}
              htmlFor={`shipping-${f.name}`}
              validateStatus={error ? 'error' : undefined}
              help={shown}
            >
              <Input
                id={`shipping-${f.name}`}
                name={f.name}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                maxLength={f.name === 'postalCode' ? 5 : undefined}
                value={formik.values[f.name]}
                onChange={formik.handleChange}
                aria-invalid={Boolean(error)}
              />
            </Form.Item>
          );
        })}
        <Form.Item label="País" htmlFor="shipping-country">
          <Input id="shipping-country" value={COUNTRY} readOnly disabled />
        </Form.Item>
      </div>
      <div className="shipping-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          Guardar dirección
        </Button>
      </div>
    </Form>
  );
}
