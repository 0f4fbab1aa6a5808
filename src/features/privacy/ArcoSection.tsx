import { useRef, useState } from 'react';
import { Alert, Button, Empty, Form, Input, Select, Skeleton, Tag } from 'antd';
import { useFeedback } from '../../components/feedback';
import { errorIdOf, FieldItem } from '../../components/form/FieldItem';
import { focusFirst } from '../../components/form/focus';
import { api, type ArcoKind, type ArcoRequest, type FileArcoRequestApiArg } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';
import { arcoKindLabel, arcoKinds, arcoStatusLabels } from './labels';
import { formatCalendarDate, formatDateTime } from '../../../common/dates.gen';
import { UPLOAD_ACCEPT, uploadProblem } from '../../../common/uploads';

const serverMessage = (error: unknown) => {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message ? message : 'No se pudo enviar tu solicitud. Intenta de nuevo.';
};

/** Derechos ARCO: her cases with their legal deadline and the clinic's answer, and the form to file a new one. */
export function ArcoSection() {
  const openmrsId = useAppSelector(selectOpenmrsId);
  const { data, isLoading, isError, refetch } = api.useListArcoRequestsQuery(
    { openmrsId: openmrsId ?? '' },
    { skip: !openmrsId, refetchOnMountOrArgChange: true },
  );
  return (
    <section className="privacy-section" aria-labelledby="privacy-arco-title">
      <h3 id="privacy-arco-title">Derechos ARCO</h3>
      <p className="privacy-text">
        Puedes pedir el acceso, la rectificación o la cancelación de tus datos, u oponerte a un uso. Te respondemos en un máximo de 20 días
        hábiles y, si procede, lo hacemos efectivo en los 15 días hábiles siguientes.
      </p>
      <ArcoForm />
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar tus solicitudes"
          action={<Button onClick={() => refetch()}>Reintentar</Button>}
        />
      )}
      {data && data.length === 0 && <Empty description="Aún no has presentado solicitudes" />}
      {data && data.length > 0 && (
        <ul className="privacy-list" aria-label="Mis solicitudes ARCO">
          {data.map((r) => (
            <ArcoCase key={r.id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ArcoCase({ request: r }: { request: ArcoRequest }) {
  const color = r.status === 'recibida' ? 'blue' : r.status === 'improcedente' ? 'red' : 'green';
  return (
    <li className="privacy-item" aria-label={`Solicitud folio ${r.folio}`}>
      <span className="privacy-item-title">
        {arcoKindLabel(r.kind)} · folio {r.folio} <Tag color={color}>{arcoStatusLabels[r.status]}</Tag>
      </span>
      <span className="privacy-meta">
        Presentada el {formatDateTime(r.filedAt)} ·{' '}
        {r.status === 'procedente' && r.carryOutDue
          ? `se hará efectiva a más tardar el ${formatCalendarDate(r.carryOutDue)}`
          : `respuesta a más tardar el ${formatCalendarDate(r.answerDue)}`}
      </span>
      <span className="privacy-description">{r.description}</span>
      {r.attachment && <span className="privacy-meta">Adjunto: {r.attachment.fileName}</span>}
      {r.answer && (
        <div className="privacy-answer">
          <strong>Respuesta{r.answeredAt ? ` del ${formatDateTime(r.answeredAt)}` : ''}:</strong>
          <p>{r.answer}</p>
        </div>
      )}
    </li>
  );
}

interface Errors {
  kind?: string;
  description?: string;
  file?: string;
}

function ArcoForm() {
  const { notification } = useFeedback();
  const openmrsId = useAppSelector(selectOpenmrsId);
  const [file, { isLoading }] = api.useFileArcoRequestMutation();
  const [kind, setKind] = useState<ArcoKind | undefined>();
  const [description, setDescription] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFile(chosen: File | null) {
    const problem = chosen ? uploadProblem(chosen) : null;
    setErrors((e) => ({ ...e, file: problem ?? undefined }));
    if (problem && fileInput.current) fileInput.current.value = '';
    setAttachment(problem ? null : chosen);
  }

  async function submit() {
    const found: Errors = {
      kind: kind ? undefined : 'Selecciona el tipo de solicitud',
      description: description.trim() ? undefined : 'Describe tu solicitud',
      file: errors.file,
    };
    setErrors(found);
    if (found.kind || found.description || found.file) {
      focusFirst([found.kind && 'arco-kind', found.description && 'arco-description', found.file && 'arco-file']);
      return;
    }
    if (!kind || !openmrsId) return;
    const form = new FormData();
    form.append('kind', kind);
    form.append('description', description.trim());
    if (attachment) form.append('file', attachment, attachment.name);
    // Multipart, like Compartir Archivos: the FormData travels as is.
    const result = await file({ openmrsId, body: form as unknown as FileArcoRequestApiArg['body'] });
    if ('error' in result) {
      notification.error({ title: 'Error', description: serverMessage(result.error), duration: 5 });
      return;
    }
    notification.success({
      title: 'Solicitud enviada',
      description: `Folio ${result.data.folio}. Te responderemos a más tardar el ${formatCalendarDate(result.data.answerDue)}.`,
      duration: 5,
    });
    setKind(undefined);
    setDescription('');
    setAttachment(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <Form
      className="privacy-form"
      layout="vertical"
      component="form"
      requiredMark={false}
      onFinish={() => void submit()}
      aria-label="Nueva solicitud ARCO"
    >
      <FieldItem id="arco-kind" label="Tipo de solicitud" error={errors.kind} hint={arcoKinds.find((k) => k.value === kind)?.hint}>
        <Select
          id="arco-kind"
          placeholder="Selecciona el tipo"
          value={kind}
          options={arcoKinds.map((k) => ({ value: k.value, label: k.label }))}
          onChange={(value: ArcoKind) => {
            setKind(value);
            setErrors((e) => ({ ...e, kind: undefined }));
          }}
        />
      </FieldItem>
      {kind === 'cancelacion' && (
        <Alert
          className="privacy-warning"
          type="warning"
          showIcon
          title="Qué pasa si cancelas"
          description="Si procede, bloqueamos tu cuenta y eliminamos de inmediato lo que no es expediente clínico (contraseña, sesiones, mensajes, pagos no realizados). Tu expediente clínico se conserva 5 años después de tu última atención médica, como lo exige la NOM-004-SSA3-2012, y después se elimina."
        />
      )}
      <FieldItem id="arco-description" label="Descripción" error={errors.description}>
        <Input.TextArea
          id="arco-description"
          value={description}
          maxLength={2000}
          rows={3}
          onChange={(e) => {
            setDescription(e.target.value);
            if (e.target.value.trim()) setErrors((x) => ({ ...x, description: undefined }));
          }}
        />
      </FieldItem>
      <FieldItem
        id="arco-file"
        label="Archivo (opcional)"
        error={errors.file}
        hint="Por ejemplo, una identificación. PDF, JPG, PNG, DOC, DOCX o TXT; hasta 10 MB."
        wrapper
      >
        <div className="privacy-file">
          <input
            ref={fileInput}
            id="arco-file"
            className="privacy-file-input"
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? errorIdOf('arco-file') : undefined}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
          <label htmlFor="arco-file" className="privacy-file-button">
            Elegir archivo
          </label>
          <span className="privacy-meta">{attachment ? attachment.name : 'Ningún archivo seleccionado'}</span>
        </div>
      </FieldItem>
      <div className="privacy-submit">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Enviar solicitud
        </Button>
      </div>
    </Form>
  );
}
