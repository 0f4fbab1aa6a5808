import { Button, Card, Space, Tag } from 'antd';
import type { Appointment } from '../../api';
import { displayLongDate, displayTime } from '../../lib/time';
import { downloadIcs } from './ics';
import { cardActions } from './rules';
import { useAppointmentActions } from './useAppointmentActions';

const statusLabels: Record<Appointment['status'], { text: string; color: string }> = {
  Requested: { text: 'Solicitada', color: 'gold' },
  Scheduled: { text: 'Confirmada', color: 'green' },
  Completed: { text: 'Realizada', color: 'blue' },
  Missed: { text: 'No asistida', color: 'default' },
  Cancelled: { text: 'Cancelada', color: 'red' },
  CheckedIn: { text: 'En curso', color: 'cyan' },
};

/** One consultation; `upcoming` adds its actions and the calendar file. */
export function AppointmentCard({ appointment, upcoming }: { appointment: Appointment; upcoming: boolean }) {
  const actions = useAppointmentActions();
  const status = statusLabels[appointment.status];
  const buttons = upcoming ? cardActions(appointment) : [];
  return (
    <Card size="small" className="appointment-card" data-testid={`appointment-${appointment.uuid}`}>
      <div className="appointment-card-head">
        <h3>{appointment.serviceType}</h3>
        <Tag color={status.color}>{status.text}</Tag>
      </div>
      <p className="appointment-when">
        <span className="appointment-date">{displayLongDate(appointment.startDateTime)}</span>
        {' · '}
        <span className="appointment-time">
          {displayTime(appointment.startDateTime)} – {displayTime(appointment.endDateTime)} h
        </span>
      </p>
      <p className="appointment-provider">{appointment.providerName}</p>
      {upcoming && (
        <Space wrap>
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
          <Button type="link" onClick={() => downloadIcs(appointment)}>
            Agregar a mi calendario
          </Button>
        </Space>
      )}
    </Card>
  );
}
