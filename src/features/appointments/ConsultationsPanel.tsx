import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Empty } from '../../components/kit/Empty';
import { Skeleton } from '../../components/kit/Skeleton';
import { useAppDispatch } from '../../lib/hooks';
import { modalOpened } from '../../lib/modals';
import { AppointmentCard } from './AppointmentCard';
import { MAX_UPCOMING_ON_DASHBOARD } from './rules';
import { useMyAppointments } from './useMyAppointments';

/** The Consultas view's upcoming visits (at most two) and the arrow to the full list. */
export function ConsultationsPanel() {
  const dispatch = useAppDispatch();
  const { upcoming, isLoading, isError, refetch } = useMyAppointments();
  return (
    <section className="dashboard-section" aria-labelledby="upcoming-title">
      <div className="dashboard-section-head">
        <h2 id="upcoming-title">Próximas consultas</h2>
        <Button type="link" onClick={() => dispatch(modalOpened({ modal: 'appointments' }))} aria-label="Ver Consultas y Historial">
          Consultas y Historial →
        </Button>
      </div>
      {isLoading && <Skeleton />}
      {isError && (
        <Alert
          type="error"
          title="Error al cargar las citas. Por favor, inténtalo de nuevo."
          action={<Button onClick={() => refetch()}>Reintentar</Button>}
        />
      )}
      {!isLoading && !isError && upcoming.length === 0 && (
        <Empty description="No tienes consultas próximas">
          <Button type="primary" onClick={() => dispatch(modalOpened({ modal: 'booking' }))}>
            Agendar consulta
          </Button>
        </Empty>
      )}
      <div className="appointment-list">
        {upcoming.slice(0, MAX_UPCOMING_ON_DASHBOARD).map((a) => (
          <AppointmentCard key={a.uuid} appointment={a} upcoming />
        ))}
      </div>
    </section>
  );
}
