import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useFeedback } from '../../components/feedback';
import { FieldItem } from '../../components/form/FieldItem';
import { focusField } from '../../components/form/focus';
import { shownError, useFocusFirstError } from '../../components/form/fieldErrors';
import { useFormik } from 'formik';
import type { BillingProfile, InvoiceCatalog } from '../../api';
import { api } from '../../api';
import { toApiFailure } from '../../lib/apiFailure';
import { billingSchema, usesFor, type BillingValues } from './billingSchema';

const fields: ReadonlyArray<keyof BillingValues> = ['rfc', 'legalName', 'taxRegime', 'cfdiUse', 'postalCode'];

const ids: Record<keyof BillingValues, string> = {
  rfc: 'billing-rfc',
  legalName: 'billing-name',
  taxRegime: 'billing-regime',
  cfdiUse: 'billing-use',
  postalCode: 'billing-zip',
};
const focusOrder = fields.map((name) => ({ name, id: ids[name] }));

/**
 * Her Datos de facturación (CFDI 4.0 receptor): RFC and name as on her Constancia de Situación Fiscal,
 * régimen fiscal, uso de CFDI (D01 by default, only those her régimen allows) and fiscal postal code.
 */
export function BillingProfileForm({ openmrsId, catalog, saved }: { openmrsId: string; catalog: InvoiceCatalog; saved?: BillingProfile }) {
  const { notification } = useFeedback();
  const [save, { isLoading }] = api.useSaveBillingProfileMutation();
  // The server's refusal of one field, kept apart from the form's own checks (which re-run on every change).
  const [refused, setRefused] = useState<{ field: keyof BillingValues; message: string } | null>(null);
  const formik = useFormik<BillingValues>({
    initialValues: saved ?? { rfc: '', legalName: '', taxRegime: '', cfdiUse: catalog.defaultCfdiUse, postalCode: '' },
    enableReinitialize: true,
    validationSchema: billingSchema(catalog),
    onSubmit: async (values) => {
      const result = await save({
        openmrsId,
        billingProfile: { ...values, rfc: values.rfc.trim(), legalName: values.legalName.trim(), postalCode: values.postalCode.trim() },
      });
      if ('error' in result) {
        const failure = toApiFailure(result.error);
        const field = fields.find((f) => f === failure.code);
        // The server names the field it refused; anything else is a general error.
        if (field && failure.message) {
          setRefused({ field, message: failure.message });
          focusField(ids[field]);
        } else
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
  const { values } = formik;
  useFocusFirstError(formik, focusOrder);
  const error = (field: keyof BillingValues) => shownError(formik, field) ?? (refused?.field === field ? refused.message : undefined);
  // The server's message goes once she changes the field it is about; the form's own re-check on change.
  const change = (field: keyof BillingValues, value: string) => {
    if (refused?.field === field) setRefused(null);
    void formik.setFieldValue(field, value);
  };
  const uses = values.taxRegime ? usesFor(catalog, values.taxRegime) : catalog.cfdiUses;

  function chooseRegime(regime: string) {
    change('taxRegime', regime);
    if (refused?.field === 'cfdiUse') setRefused(null);
    // Keep her uso when the new régimen allows it; otherwise D01 when allowed, else the first allowed.
    const allowed = usesFor(catalog, regime);
    if (!allowed.some((u) => u.code === values.cfdiUse)) {
      const next = allowed.find((u) => u.code === catalog.defaultCfdiUse) ?? allowed[0];
      void formik.setFieldValue('cfdiUse', next?.code ?? '', false);
    }
  }

  return (
    <Form layout="vertical" component="div" className="billing-form">
      <FieldItem
        id="billing-rfc"
        label="RFC"
        error={error('rfc')}
        extra="13 caracteres, como aparece en tu Constancia de Situación Fiscal."
      >
        <Input
          id="billing-rfc"
          value={values.rfc}
          maxLength={13}
          autoComplete="off"
          onChange={(e) => change('rfc', e.target.value.toUpperCase())}
        />
      </FieldItem>
      <FieldItem
        id="billing-name"
        label="Nombre (como aparece en tu Constancia de Situación Fiscal)"
        error={error('legalName')}
        extra="En mayúsculas y sin régimen capital."
      >
        <Input
          id="billing-name"
          value={values.legalName}
          maxLength={254}
          autoComplete="off"
          onChange={(e) => change('legalName', e.target.value.toLocaleUpperCase('es-MX'))}
        />
      </FieldItem>
      <FieldItem id="billing-regime" label="Régimen fiscal" error={error('taxRegime')}>
        <Select
          id="billing-regime"
          value={values.taxRegime || undefined}
          placeholder="Elige tu régimen fiscal"
          onChange={chooseRegime}
          options={catalog.taxRegimes.map((r) => ({ value: r.code, label: `${r.code} · ${r.description}` }))}
          popupMatchSelectWidth={false}
        />
      </FieldItem>
      <FieldItem id="billing-use" label="Uso de CFDI" error={error('cfdiUse')}>
        <Select
          id="billing-use"
          value={values.cfdiUse || undefined}
          placeholder="Elige el uso de CFDI"
          onChange={(v: string) => change('cfdiUse', v)}
          options={uses.map((u) => ({ value: u.code, label: `${u.code} · ${u.description}` }))}
          popupMatchSelectWidth={false}
        />
      </FieldItem>
      <FieldItem id="billing-zip" label="Código postal fiscal" error={error('postalCode')}>
        <Input
          id="billing-zip"
          value={values.postalCode}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          onChange={(e) => change('postalCode', e.target.value.replace(/\D/g, ''))}
        />
      </FieldItem>
      <Button type="primary" onClick={() => formik.handleSubmit()} loading={isLoading}>
        Guardar datos de facturación
      </Button>
    </Form>
  );
}
