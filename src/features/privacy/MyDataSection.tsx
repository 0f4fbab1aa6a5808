import { Button } from 'antd';
import { useFeedback } from '../../components/feedback';
import { api, type PrivacyExportRequest } from '../../api';
import { saveFile } from '../../lib/download';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';

const formats: Array<{ format: PrivacyExportRequest['format']; label: string; primary?: boolean }> = [
  { format: 'html', label: 'Descargar mis datos', primary: true },
  { format: 'json', label: 'Descargar en JSON' },
  { format: 'fhir', label: 'Descargar en FHIR R4' },
];

/** Mis datos: her whole file in one click, as a page to read, or as files another system can import. */
export function MyDataSection() {
  const { notification } = useFeedback();
  const openmrsId = useAppSelector(selectOpenmrsId);
  const [exportData, { isLoading, originalArgs }] = api.useExportMyDataMutation();

  async function download(format: PrivacyExportRequest['format']) {
    if (!openmrsId) return;
    const result = await exportData({ openmrsId, privacyExportRequest: { format } });
    if ('error' in result || !result.data) {
      notification.error({ title: 'Error', description: 'No se pudo descargar tu expediente. Intenta de nuevo.', duration: 5 });
      return;
    }
    const file = result.data;
    saveFile(new Blob([file.content], { type: `${file.mediaType};charset=utf-8` }), file.fileName);
    notification.success({ title: 'Descarga lista', description: file.fileName, duration: 4 });
  }

  return (
    <section className="privacy-section" aria-labelledby="privacy-mydata-title">
      <h3 id="privacy-mydata-title">Mis datos</h3>
      <p className="privacy-text">
        Descarga todo tu expediente: tu cuenta, tus respuestas del cuestionario, tu consentimiento, consultas, recetas, documentos y pagos.
        La página se lee en cualquier navegador; JSON y FHIR R4 sirven para llevar tus datos a otra clínica.
      </p>
      <div className="privacy-actions">
        {formats.map((f) => (
          <Button
            key={f.format}
            type={f.primary ? 'primary' : 'default'}
            loading={isLoading && originalArgs?.privacyExportRequest.format === f.format}
            disabled={isLoading}
            onClick={() => void download(f.format)}
          >
            {f.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
