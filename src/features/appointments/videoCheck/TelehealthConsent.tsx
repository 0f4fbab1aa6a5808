import { useState } from 'react';
import { Alert, Button, Checkbox, Typography } from 'antd';
import { api } from '../../../api';
import { PrivacyNoticeText } from '../../../components/PrivacyNoticeText';
import { toApiFailure } from '../../../lib/apiFailure';
import { formatDateTime } from '../../../../common/dates.gen';

/**
 * Before her first video visit she gives the telehealth informed consent: the text the server serves (the
 * one whose version and hash it records), a checkbox and Acepto. Once given, one line says when.
 * Returns whether she has given it, so the modal opens the link only then.
 */
export function useTelehealthConsent(openmrsId: string | null) {
  const status = api.useGetTelehealthConsentQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId });
  return { status, given: status.data ? !status.data.pending : false };
}

export function TelehealthConsent({ openmrsId, status }: { openmrsId: string; status: ReturnType<typeof useTelehealthConsent>['status'] }) {
  const [accept, { isLoading }] = api.useAcceptTelehealthConsentMutation();
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (status.isError)
    return <Alert type="error" showIcon title="No pudimos cargar el consentimiento. Cierra y vuelve a abrir esta ventana." />;
  if (!status.data) return <Typography.Paragraph>Cargando el consentimiento…</Typography.Paragraph>;
  const { consent, pending, acceptances } = status.data;
  if (!pending) {
    return (
      <Typography.Paragraph>
        Diste tu consentimiento para la atención a distancia el {formatDateTime(acceptances[0].acceptedAt)} h (versión {consent.version}).
      </Typography.Paragraph>
    );
  }
  const submit = async () => {
    setFailure(null);
    const result = await accept({ openmrsId, noticeAcceptance: { noticeVersion: consent.version, noticeSha256: consent.sha256 } });
    if ('error' in result)
      setFailure(toApiFailure(result.error).message ?? 'No se pudo guardar tu consentimiento. Por favor intenta nuevamente.');
  };
  return (
    <>
      <Typography.Paragraph>
        Antes de tu primera videoconsulta, lee y acepta este consentimiento. Versión {consent.version}.
      </Typography.Paragraph>
      <div className="notice-box">
        <PrivacyNoticeText notice={consent} headingId="consentimiento-distancia-titulo" />
      </div>
      <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} className="video-check-accept">
        He leído y acepto recibir atención a distancia
      </Checkbox>
      {failure && <Alert type="error" showIcon title={failure} />}
      <Button type="primary" disabled={!checked} loading={isLoading} onClick={() => void submit()}>
        Acepto
      </Button>
    </>
  );
}
