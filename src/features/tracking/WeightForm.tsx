import { Alert, Button, Form, InputNumber } from 'antd';
import { useAddWeightEntryMutation } from '../../api';

interface Props {
  openmrsId: string;
  /** Asked only when step 1 gave no usable height (BMI needs it). */
  askHeight: boolean;
  onSaved: () => void;
}

interface Values {
  weightKg?: number;
  waistCm?: number | null;
  heightCm?: number;
}

/** Today's weight and optional waist; a second entry the same day replaces the first. */
export function WeightForm({ openmrsId, askHeight, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [add, { isLoading, isError }] = useAddWeightEntryMutation();
  const save = async (values: Values) => {
    const result = await add({
      openmrsId,
      weightEntryRequest: {
        weightKg: values.weightKg!,
        waistCm: values.waistCm ?? null,
        ...(askHeight && values.heightCm ? { heightCm: values.heightCm } : {}),
      },
    });
    if ('data' in result) {
      form.resetFields();
      onSaved();
    }
  };
  return (
    <Form form={form} layout="vertical" className="weight-form" onFinish={save} aria-labelledby="weight-form-title">
      <h3 id="weight-form-title">Anotar mi peso de hoy</h3>
      <div className="weight-form-fields">
        <Form.Item
          label="Peso (kg)"
          name="weightKg"
          rules={[{ required: true, type: 'number', min: 30, max: 250, message: 'Escribe un peso entre 30 y 250 kg.' }]}
        >
          <InputNumber min={30} max={250} step={0.1} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Cintura (cm, opcional)"
          name="waistCm"
          rules={[{ type: 'number', min: 40, max: 200, message: 'Escribe una medida entre 40 y 200 cm.' }]}
        >
          <InputNumber min={40} max={200} step={0.5} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
        {askHeight && (
          <Form.Item
            label="Estatura (cm)"
            name="heightCm"
            extra="La usamos para calcular tu índice de masa corporal (IMC)."
            rules={[{ type: 'number', min: 100, max: 250, message: 'Escribe una estatura entre 100 y 250 cm.' }]}
          >
            <InputNumber min={100} max={250} step={1} inputMode="decimal" style={{ width: '100%' }} />
          </Form.Item>
        )}
      </div>
      {isError && <Alert type="error" showIcon role="alert" title="No se pudo guardar tu peso. Por favor intenta nuevamente." />}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Guardar
      </Button>
    </Form>
  );
}
