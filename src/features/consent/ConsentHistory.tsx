import { useGetConsentsQuery, type ConsentRecord } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';
import { formatDateTime } from '../../../common/dates.gen';
import './consent.css';

const how: Record<ConsentRecord['kind'], string> = {
  registration: 'Al crear tu cuenta',
  signature: 'Con tu firma digital',
  renewal: 'Al iniciar sesión, nueva versión',
};

/** Mi cuenta: which privacy notice versions she accepted, how and when, newest first. */
export function ConsentHistory() {
  const openmrsId = useAppSelector(selectOpenmrsId);
  const { data, isError } = useGetConsentsQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId });
  return (
    <section className="consent-history" aria-labelledby="consent-history-title">
      <h3 id="consent-history-title">Aviso de privacidad aceptado</h3>
      {isError && <p>No se pudo cargar tu historial de consentimiento.</p>}
      {data && data.consents.length === 0 && <p>Aún no tenemos registro de tu aceptación.</p>}
      {data && data.consents.length > 0 && (
        <ol>
          {data.consents.map((c) => (
            <li key={`${c.kind}-${c.acceptedAt}`}>
              <span>
                Versión {c.noticeVersion} · {how[c.kind]}
                {c.noticeVersion === data.notice.version && c.noticeSha256 === data.notice.sha256 && (
                  <span className="consent-current">Vigente</span>
                )}
              </span>
              <span className="consent-when">{formatDateTime(c.acceptedAt)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
