import { useRef, useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { api, type DocumentType, type UploadDocumentApiArg } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';
import { UPLOAD_ACCEPT, uploadProblem } from '../../../common/uploads';
import { documentTypes } from './fileRules';
import { useFeedback } from '../../components/feedback';

interface Errors {
  documentType?: string;
  file?: string;
}

const serverMessage = (error: unknown) => {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message ? message : 'Error al subir el expediente';
};

/** Document type, file and an optional description (SPEC §3, §5); the choice survives a failed upload. */
export function UploadForm() {
  const { notification } = useFeedback();
  const openmrsId = useAppSelector(selectOpenmrsId);
  const [upload, { isLoading }] = api.useUploadDocumentMutation();
  const [documentType, setDocumentType] = useState<DocumentType | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFile(chosen: File | null) {
    const problem = chosen ? uploadProblem(chosen) : null;
    setErrors((e) => ({ ...e, file: problem ?? undefined }));
    if (problem && fileInput.current) fileInput.current.value = '';
    setFile(problem ? null : chosen);
  }

  async function submit() {
    const found: Errors = {
      documentType: documentType ? undefined : 'Selecciona el tipo de documento',
      file: errors.file ?? (file ? undefined : 'Selecciona un archivo'),
    };
    setErrors(found);
    if (found.documentType || found.file || !file || !documentType) return;
    if (!openmrsId) {
      notification.error({ title: 'Error de autenticación', description: 'Inicia sesión de nuevo para subir tu expediente.', duration: 5 });
      return;
    }
    const form = new FormData();
    form.append('documentType', documentType);
    if (description.trim()) form.append('description', description.trim());
    form.append('file', file, file.name);
    // The generated type describes the fields; the request must travel as multipart, so the FormData goes as is.
    const result = await upload({ openmrsId, body: form as unknown as UploadDocumentApiArg['body'] });
    if ('error' in result) {
      notification.error({ title: 'Error', description: serverMessage(result.error), duration: 5 });
      return;
    }
    notification.success({ title: 'Expediente subido correctamente', duration: 4 });
    setFile(null);
    setDescription('');
    setDocumentType(undefined);
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <Form
      className="upload-form"
      layout="vertical"
      component="form"
      requiredMark={false}
      onFinish={() => void submit()}
      aria-label="Subir expediente"
    >
      <Form.Item
        label="Tipo de documento"
        htmlFor="upload-type"
        validateStatus={errors.documentType ? 'error' : undefined}
        help={errors.documentType}
      >
        <Select
          id="upload-type"
          placeholder="Selecciona el tipo"
          value={documentType}
          options={documentTypes}
          onChange={(value: DocumentType) => {
            setDocumentType(value);
            setErrors((e) => ({ ...e, documentType: undefined }));
          }}
        />
      </Form.Item>
      <Form.Item
        label="Archivo"
        htmlFor="upload-file"
        validateStatus={errors.file ? 'error' : undefined}
        help={errors.file ?? 'PDF, JPG, PNG, DOC, DOCX o TXT; hasta 10 MB.'}
      >
        {/* The native control speaks the browser's language; a Spanish label stands in for its button. */}
        <div className="upload-file">
          <input
            ref={fileInput}
            id="upload-file"
            className="upload-file-input"
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-invalid={Boolean(errors.file)}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
          <label htmlFor="upload-file" className="upload-file-button">
            Elegir archivo
          </label>
          <span className="upload-file-name">{file ? file.name : 'Ningún archivo seleccionado'}</span>
        </div>
      </Form.Item>
      <Form.Item label="Descripción (opcional)" htmlFor="upload-description">
        <Input.TextArea
          id="upload-description"
          value={description}
          maxLength={500}
          rows={2}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Subir expediente
      </Button>
    </Form>
  );
}
