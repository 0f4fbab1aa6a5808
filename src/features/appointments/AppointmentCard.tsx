import { Button } from '../../components/kit/Button';
import type { Appointment } from '../../api';
import { formatTime, formatWeekdayDate } from '../../../common/dates.gen';
import { downloadIcs } from './ics';
import { canChange, cardActions } from './rules';
import { useAppointmentActions } from './useAppointmentActions';

/** Status tags with AA contrast (antd's preset tag colours are too light for their text). */
const statusLabels: Record<Appointment['status'], string> = {
  Requested: 'Solicitada',
  Scheduled: 'Confirmada',
  Completed: 'Realizada',
  Missed: 'No asistida',
  Cancelled: 'Cancelada',
  CheckedIn: 'En curso',
};

/** One consultation; `upcoming` adds its actions and the calendar file. */
export function AppointmentCard({ appointment, upcoming }: { appointment: Appointment; upcoming: boolean }) {
  const actions = useAppointmentActions();
  const buttons = upcoming ? cardActions(appointment) : [];
  return (
    <article className="kit-card kit-card-small appointment-card" data-testid={`appointment-${appointment.uuid}`}>
      <div className="appointment-card-head">
        <h3>{appointment.serviceType}</h3>
        <span className={`kit-tag status-tag status-${appointment.status.toLowerCase()}`}>{statusLabels[appointment.status]}</span>
      </div>
      <p className="appointment-when">
        <span className="appointment-date">{formatWeekdayDate(appointment.startDateTime)}</span>
        {' · '}
        <span className="appointment-time">
          {formatTime(appointment.startDateTime)} – {formatTime(appointment.endDateTime)} h
        </span>
      </p>
      <p className="appointment-provider">{appointment.providerName}</p>
      {upcoming && appointment.waitingForEarlier && (
        <p className="appointment-waiting">Te avisaremos si se libera un horario antes con {appointment.providerName}.</p>
      )}
      {upcoming && (
        <div className="appointment-actions">
          {buttons.includes('join') && (
            <Button type="primary" onClick={() => actions.join(appointment)}>
              ACCEDER
            </Button>
          )}
          {buttons.includes('noLink') && <Button onClick={() => actions.explainMissingLink(appointment)}>SIN LINK</Button>}
          {buttons.includes('reschedule') && <Button onClick={() => actions.reschedule(appointment)}>REPROGRAMAR</Button>}
          {buttons.includes('cancel') && (
            <Button danger onClick={() => actions.cancel(appointment)}>
              CANCELAR
            </Button>
          )}
          {canChange(appointment) &&
            (appointment.waitingForEarlier ? (
              <Button type="link" onClick={() => actions.stopWaiting(appointment)}>
                Dejar de esperar un horario antes
              </Button>
            ) : (
              <Button type="link" onClick={() => actions.waitForEarlier(appointment)}>
                Avisarme si hay un horario antes
              </Button>
            ))}
          <Button type="link" onClick={() => downloadIcs(appointment)}>
            Agregar a mi calendario
          </Button>
        </div>
      )}
    </article>
  );
}
