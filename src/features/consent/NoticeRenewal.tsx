import { useState } from 'react';
import { useAcceptPrivacyNoticeMutation, type ConsentStatus } from '../../api';
import { Button } from '../../components/kit/Button';
import { Checkbox } from '../../components/kit/Choice';
import { MessageAlert, type AlertMessage } from '../../components/kit/Alert';
import { PrivacyNoticeText } from '../../components/PrivacyNoticeText';
import { useAppDispatch } from '../../lib/hooks';
import { logoutRequested } from '../../lib/events';
import { toApiFailure } from '../../lib/apiFailure';
import './consent.css';

/**
 * The notice changed since she last accepted it. Shown after sign-in before any other screen, with
 * the text the server serves (the one whose version and hash she accepts), until she accepts or leaves.
 * Plain HTML (no antd): it may stand in front of any page, including those that load no antd.
 */
export function NoticeRenewal({ status, openmrsId }: { status: ConsentStatus; openmrsId: string }) {
  const dispatch = useAppDispatch();
  const [accept, { isLoading }] = useAcceptPrivacyNoticeMutation();
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const { notice } = status;
  const hadAccepted = status.consents.length > 0;

  async function submit() {
    setMessage(null);
    const result = await accept({ openmrsId, noticeAcceptance: { noticeVersion: notice.version, noticeSha256: notice.sha256 } });
    if ('error' in result) {
      const failure = toApiFailure(result.error);
      setMessage({ kind: 'error', text: failure.message ?? 'No se pudo guardar tu aceptación. Por favor intenta nuevamente.' });
    }
    // On success the consent status is fetched again and the gate lets her through.
  }

  return (
    <main className="consent-renewal">
      <form
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1>{hadAccepted ? 'Actualizamos nuestro aviso de privacidad' : 'Aviso de privacidad'}</h1>
        <p className="form-lead">
          {hadAccepted
            ? 'Para seguir usando tu portal, lee y acepta la versión vigente del aviso de privacidad.'
            : 'Para usar tu portal, lee y acepta el aviso de privacidad.'}{' '}
          Versión {notice.version}.
        </p>
        <div className="notice-box">
          <PrivacyNoticeText notice={notice} headingId="renovacion-aviso-titulo" />
        </div>
        <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)}>
          He leído y acepto el aviso de privacidad
        </Checkbox>
        {message && <MessageAlert message={message} />}
        <Button type="primary" htmlType="submit" disabled={!checked || isLoading} loading={isLoading} loadingText="Guardando...">
          Aceptar y continuar
        </Button>
        <Button type="link" onClick={() => dispatch(logoutRequested())}>
          Cerrar sesión
        </Button>
      </form>
    </main>
  );
}
