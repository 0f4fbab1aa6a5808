import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { formatTime, formatWeekdayDate, formatWhen } from '../../../../common/dates.gen';
import { videoLink } from '../../../../common/videoLink';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../../lib/modals';
import type { Appointment } from '../../../api';
import { useMyAppointments } from '../useMyAppointments';
import { joinWindow } from './joinWindow';
import { CameraTest, MicrophoneTest, SpeakerTest } from './DeviceTests';
import { TelehealthConsent, useTelehealthConsent } from './TelehealthConsent';
import { selectSession } from '../../../lib/session';
import './videoCheck.css';

/** The clock, read again every 15 s while the modal is open, so the button opens when the window does. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function JoinSection({ appointment, consentGiven }: { appointment: Appointment; consentGiven: boolean }) {
  const now = useNow();
  const link = videoLink(appointment);
  const window_ = joinWindow(appointment, now);
  return (
    <section aria-labelledby="video-check-join" className="video-check-join">
      <Typography.Title level={3} id="video-check-join">
        Entrar
      </Typography.Title>
      {window_.state === 'early' && (
        <Alert
          type="info"
          showIcon
          title={`El enlace se abre 10 minutos antes de tu consulta: a partir de las ${formatTime(window_.opensAt)} h del ${formatWeekdayDate(window_.opensAt)}.`}
        />
      )}
      {window_.state === 'ended' && (
        <Alert
          type="warning"
          showIcon
          title={`Esta consulta terminó a las ${formatTime(window_.endedAt)} h. Si no pudiste entrar, escríbenos desde Ayuda.`}
        />
      )}
      {!consentGiven && <Alert type="info" showIcon title="Para entrar, primero acepta el consentimiento para atención a distancia." />}
      <Button
        type="primary"
        block
        disabled={window_.state !== 'open' || !link || !consentGiven}
        onClick={() => link && window.open(link, '_blank', 'noopener,noreferrer')}
      >
        Entrar a la consulta
      </Button>
    </section>
  );
}

/**
 * ACCEDER: before the video visit she can test her camera, microphone and speaker here, and she enters from
 * 10 minutes before the start until the end, once she has given the telehealth informed consent. The tests
 * are a help, never a condition to enter.
 */
export function VideoCheckModal() {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectOpenModal);
  const open = request?.modal === 'videoCheck';
  const { all } = useMyAppointments();
  const { openmrsId } = useAppSelector(selectSession);
  const consent = useTelehealthConsent(open ? openmrsId : null);
  const appointment = all.find((a) => a.uuid === request?.ref);
  return (
    <Modal
      open={open}
      title="Antes de entrar a tu consulta"
      footer={null}
      onCancel={() => dispatch(modalClosed())}
      width={640}
      destroyOnHidden
    >
      {appointment && (
        <div className="video-check">
          <Typography.Paragraph>
            {appointment.serviceType} con {appointment.providerName}, {formatWhen(appointment.startDateTime)}.
          </Typography.Paragraph>
          <Typography.Paragraph>
            Prueba tu cámara, tu micrófono y tus bocinas antes de entrar. Tu navegador te pedirá permiso para usar la cámara y el micrófono:
            toca «Permitir».
          </Typography.Paragraph>
          <CameraTest />
          <MicrophoneTest />
          <SpeakerTest />
          <section aria-labelledby="video-check-consent">
            <Typography.Title level={3} id="video-check-consent">
              Consentimiento
            </Typography.Title>
            {openmrsId && <TelehealthConsent openmrsId={openmrsId} status={consent.status} />}
          </section>
          <JoinSection appointment={appointment} consentGiven={consent.given} />
        </div>
      )}
    </Modal>
  );
}
