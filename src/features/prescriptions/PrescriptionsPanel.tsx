import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Empty } from '../../components/kit/Empty';
import { Skeleton } from '../../components/kit/Skeleton';
import { toApiFailure } from '../../lib/apiFailure';
import { useAppDispatch } from '../../lib/hooks';
import { modalOpened } from '../../lib/modals';
import { MAX_PRESCRIPTIONS_ON_DASHBOARD } from './medications';
import { PrescriptionCard } from './PrescriptionCard';
import { useCurrentPrescriptions } from './usePrescriptions';
import './prescriptions.css';

/** The Consultas view's current prescriptions (at most four) and the arrow to the history. */
export function PrescriptionsPanel() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, error, refetch } = useCurrentPrescriptions();
  const current = data ?? [];
  return (
    <section className="dashboard-section" aria-labelledby="prescriptions-title">
      <div className="dashboard-section-head">
        <h2 id="prescriptions-title">Mis recetas</h2>
        <Button type="link" onClick={() => dispatch(modalOpened({ modal: 'prescriptions' }))} aria-label="Ver Historial de Recetas">
          Historial de Recetas →
        </Button>
      </div>
      {isLoading && <Skeleton />}
      {isError && (
        <Alert
          type="error"
          title="Error al cargar las prescripciones"
          description={`Error ${toApiFailure(error).status}: No se pudo obtener las prescripciones`}
          action={<Button onClick={() => refetch()}>Reintentar</Button>}
        />
      )}
      {!isLoading && !isError && current.length === 0 && <Empty description="No tienes recetas vigentes" />}
      <div className="prescription-list">
        {current.slice(0, MAX_PRESCRIPTIONS_ON_DASHBOARD).map((p) => (
          <PrescriptionCard key={p.encounterUuid} prescription={p} />
        ))}
      </div>
    </section>
  );
}
