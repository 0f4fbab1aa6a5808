import { Button, Form, Input, Select } from 'antd';
import { useFeedback } from '../../components/feedback';
import { useFormik } from 'formik';
import type { BillingProfile, InvoiceCatalog } from '../../api';
import { api } from '../../api';
import { toApiFailure } from '../../lib/apiFailure';
import { billingSchema, usesFor, type BillingValues } from './billingSchema';

const fields: ReadonlyArray<keyof BillingValues> = ['rfc', 'legalName', 'taxRegime', 'cfdiUse', 'postalCode'];

function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  extra?: string;
  children: React.ReactNode;
}) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error} extra={extra}>
      {children}
    </Form.Item>
  );
}

/**
 * Her Datos de facturación (CFDI 4.0 receptor): RFC and name as on her Constancia de Situación Fiscal,
 * régimen fiscal, uso de CFDI (D01 by default, only those her régimen allows) and fiscal postal code.
 */
export function BillingProfileForm({ openmrsId, catalog, saved }: { openmrsId: string; catalog: InvoiceCatalog; saved?: BillingProfile }) {
  const { notification } = useFeedback();
  const [save, { isLoading }] = api.useSaveBillingProfileMutation();
  const formik = useFormik<BillingValues>({
    initialValues: saved ?? { rfc: '', legalName: '', taxRegime: '', cfdiUse: catalog.defaultCfdiUse, postalCode: '' },
    enableReinitialize: true,
    validationSchema: billingSchema(catalog),
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const result = await save({
        openmrsId,
        billingProfile: { ...values, rfc: values.rfc.trim(), legalName: values.legalName.trim(), postalCode: values.postalCode.trim() },
      });
      if ('error' in result) {
        const failure = toApiFailure(result.error);
        const field = fields.find((f) => f === failure.code);
        // The server names the field it refused; anything else is a general error.
        if (field && failure.message) helpers.setFieldError(field, failure.message);
        else
          notification.error({
            title: 'Error',
            description: failure.message ?? 'No se pudieron guardar tus datos de facturación.',
            duration: 5,
          });
        return;
      }
      notification.success({ title: 'Datos de facturación guardados', duration: 4 });
    },
  });
  const { values, errors } = formik;
  // A message (the server's included) goes once she changes the field it is about.
  const change = (field: keyof BillingValues, value: string) => {
    formik.setFieldError(field, undefined);
    void formik.setFieldValue(field, value, false);
  };
  const uses = values.taxRegime ? usesFor(catalog, values.taxRegime) : catalog.cfdiUses;

  function chooseRegime(regime: string) {
    change('taxRegime', regime);
    formik.setFieldError('cfdiUse', undefined);
    // Keep her uso when the new régimen allows it; otherwise D01 when allowed, else the first allowed.
    const allowed = usesFor(catalog, regime);
    if (!allowed.some((u) => u.code === values.cfdiUse)) {
      const next = allowed.find((u) => u.code === catalog.defaultCfdiUse) ?? allowed[0];
      void formik.setFieldValue('cfdiUse', next?.code ?? '', false);
    }
  }

  return (
    <Form layout="vertical" component="div" className="billing-form">
      <Field id="billing-rfc" label="RFC" error={errors.rfc} extra="13 caracteres, como aparece en tu Constancia de Situación Fiscal.">
        <Input
          id="billing-rfc"
          value={values.rfc}
          maxLength={13}
          autoComplete="off"
          onChange={(e) => change('rfc', e.target.value.toUpperCase())}
        />
      </Field>
      <Field
        id="billing-name"
        label="Nombre (como aparece en tu Constancia de Situación Fiscal)"
        error={errors.legalName}
        extra="En mayúsculas y sin régimen capital."
      >
        <Input
          id="billing-name"
          value={values.legalName}
          maxLength={254}
          autoComplete="off"
          onChange={(e) => change('legalName', e.target.value.toLocaleUpperCase('es-MX'))}
        />
      </Field>
      <Field id="billing-regime" label="Régimen fiscal" error={errors.taxRegime}>
        <Select
          id="billing-regime"
          value={values.taxRegime || undefined}
          placeholder="Elige tu régimen fiscal"
          onChange={chooseRegime}
          options={catalog.taxRegimes.map((r) => ({ value: r.code, label: `${r.code} · ${r.description}` }))}
          popupMatchSelectWidth={false}
        />
      </Field>
      <Field id="billing-use" label="Uso de CFDI" error={errors.cfdiUse}>
        <Select
          id="billing-use"
          value={values.cfdiUse || undefined}
          placeholder="Elige el uso de CFDI"
          onChange={(v: string) => change('cfdiUse', v)}
          options={uses.map((u) => ({ value: u.code, label: `${u.code} · ${u.description}` }))}
          popupMatchSelectWidth={false}
        />
      </Field>
      <Field id="billing-zip" label="Código postal fiscal" error={errors.postalCode}>
        <Input
          id="billing-zip"
          value={values.postalCode}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          onChange={(e) => change('postalCode', e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Button type="primary" onClick={() => formik.handleSubmit()} loading={isLoading}>
        Guardar datos de facturación
      </Button>
    </Form>
  );
}
