import { Alert, Button, Empty, Skeleton } from 'antd';
import { api } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';
import { actionLabels } from './labels';
import { formatDateTime } from '../../../common/dates.gen';

/** Quién consultó mi expediente: every staff read and every download, newest first (the server keeps it append-only). */
export function AccessLogSection() {
  const openmrsId = useAppSelector(selectOpenmrsId);
  const { data, isLoading, isError, refetch } = api.useListAccessLogQuery(
    { openmrsId: openmrsId ?? '' },
    { skip: !openmrsId, refetchOnMountOrArgChange: true },
  );
  return (
    <section className="privacy-section" aria-labelledby="privacy-log-title">
      <h3 id="privacy-log-title">Quién consultó mi expediente</h3>
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && (
        <Alert type="error" showIcon title="No se pudo cargar el registro" action={<Button onClick={() => refetch()}>Reintentar</Button>} />
      )}
      {data && data.length === 0 && <Empty description="Nadie ha consultado tu expediente" />}
      {data && data.length > 0 && (
        <ul className="privacy-list" aria-label="Registro de accesos">
          {data.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="privacy-item">
              <span className="privacy-item-title">
                {actionLabels[entry.action]}: {entry.what}
              </span>
              <span className="privacy-meta">
                {formatDateTime(entry.at)} · {entry.actorKind === 'patient' ? 'Tú' : `Personal de la clínica (${entry.actor})`} ·{' '}
                {entry.tool}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
