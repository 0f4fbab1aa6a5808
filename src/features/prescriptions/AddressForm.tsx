import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { FieldItem } from '../../components/form/FieldItem';
import { requiredSummary, useFocusFirstError } from '../../components/form/fieldErrors';
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

const idOf = (name: keyof AddressValues) => `shipping-${name}`;
const names = fields.map((f) => f.name);
const focusOrder = fields.map((f) => ({ name: f.name, id: idOf(f.name) }));

/** The shipping address form; the values survive a failed save so nothing typed is lost. */
export function AddressForm({ initialValues, saving, onSubmit, onCancel }: Props) {
  const formik = useFormik<AddressValues>({
    initialValues,
    validationSchema: addressSchema,
    onSubmit: (values) =>
      onSubmit({
        street: values.street.trim(),
        number: values.number.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
        postalCode: values.postalCode.trim(),
      }),
  });
  const { missing, error } = requiredSummary(formik, names, REQUIRED_MESSAGE);
  useFocusFirstError(formik, focusOrder);
  return (
    <Form layout="vertical" component="form" requiredMark={false} onFinish={() => formik.handleSubmit()} aria-label="Dirección de envío">
      {missing && <Alert type="error" showIcon role="alert" title={REQUIRED_MESSAGE} className="shipping-form-alert" />}
      <div className="shipping-form-row">
        {fields.map((f) => (
          <FieldItem key={f.name} id={idOf(f.name)} label={f.label} error={error(f.name)}>
            <Input
              id={idOf(f.name)}
              name={f.name}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              maxLength={f.name === 'postalCode' ? 5 : undefined}
              value={formik.values[f.name]}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FieldItem>
        ))}
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
