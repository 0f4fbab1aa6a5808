import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import { api } from '../../api';
import { formatDate } from '../../../common/dates.gen';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { selectOpenmrsId } from '../../lib/session';
import { documentTypeLabel, formatSize } from './fileRules';
import { UploadForm } from './UploadForm';
import './documents.css';

/** Compartir Archivos: upload a document for her doctors and see what she has shared. */
export function FilesModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal)?.modal === 'files';
  return (
    <Modal open={open} title="Compartir Archivos" footer={null} onCancel={() => dispatch(modalClosed())} width={640} destroyOnHidden>
      {open && (
        <>
          <UploadForm />
          <DocumentList />
        </>
      )}
    </Modal>
  );
}

function DocumentList() {
  const openmrsId = useAppSelector(selectOpenmrsId);
  const { data, isLoading, isError, refetch } = api.useListDocumentsQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId });
  return (
    <section className="documents" aria-labelledby="documents-title">
      <h3 id="documents-title">Archivos compartidos</h3>
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar tus archivos"
          action={<Button onClick={() => refetch()}>Reintentar</Button>}
        />
      )}
      {data && data.length === 0 && <Empty description="Aún no has compartido archivos" />}
      {data && data.length > 0 && (
        <ul className="document-list" aria-label="Archivos compartidos">
          {data.map((d) => (
            <li key={d.uuid} className="document-item">
              <span className="document-name">{d.fileName}</span>
              <span className="document-meta">
                {documentTypeLabel(d.documentType)} · {formatSize(d.sizeBytes)} · {formatDate(d.uploadedAt)}
              </span>
              {d.description && <span className="document-description">{d.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
