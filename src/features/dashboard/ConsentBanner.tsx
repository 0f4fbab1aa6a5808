import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectOpenmrsId } from '../../lib/session';

/** SPEC §2: until the privacy consent is signed, the dashboard asks for the medical history. */
export function ConsentBanner() {
  const navigate = useNavigate();
  const openmrsId = useAppSelector(selectOpenmrsId);
  const consent = api.useGetPrivacyConsentQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId });
  if (!openmrsId || consent.isLoading || consent.data?.consentAccepted) return null;
  if (consent.isError) {
    const notSigned = (consent.error as { status?: number }).status === 404;
    if (!notSigned) return <Alert type="error" banner title="Error al verificar consentimiento de privacidad" />;
  }
  return (
    <Alert
      role="alert"
      type="warning"
      className="consent-banner"
      title="Completa tu historial médico"
      description={
        <>
          <p className="consent-banner-text">
            Para que tu médica pueda atenderte, completa tu historial médico y firma el aviso de privacidad.
          </p>
          <Button type="primary" className="consent-banner-action" onClick={() => navigate(paths.infoPersonal)}>
            Completar historial
          </Button>
        </>
      }
    />
  );
}
