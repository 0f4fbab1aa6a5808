import { Empty, Modal, Tabs } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { AppointmentCard } from './AppointmentCard';
import { useMyAppointments } from './useMyAppointments';

/** 'Consultas y Historial': every upcoming visit and the history (SPEC §2, §4). */
export function AppointmentsModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal)?.modal === 'appointments';
  const { upcoming, history } = useMyAppointments();
  return (
    <Modal open={open} title="Consultas y Historial" footer={null} onCancel={() => dispatch(modalClosed())} width={720}>
      <Tabs
        items={[
          {
            key: 'upcoming',
            label: `Próximas (${upcoming.length})`,
            children: upcoming.length ? (
              <div className="appointment-list">
                {upcoming.map((a) => (
                  <AppointmentCard key={a.uuid} appointment={a} upcoming />
                ))}
              </div>
            ) : (
              <Empty description="No tienes consultas próximas" />
            ),
          },
          {
            key: 'history',
            label: `Historial (${history.length})`,
            children: history.length ? (
              <div className="appointment-list">
                {history.map((a) => (
                  <AppointmentCard key={a.uuid} appointment={a} upcoming={false} />
                ))}
              </div>
            ) : (
              <Empty description="Aún no tienes consultas anteriores" />
            ),
          },
        ]}
      />
    </Modal>
  );
}
