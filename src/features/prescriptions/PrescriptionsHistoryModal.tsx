import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { PrescriptionCard } from './PrescriptionCard';
import { usePrescriptionHistory } from './usePrescriptions';
import './prescriptions.css';
import { toApiFailure } from '../../lib/apiFailure';

/** 'Historial de Recetas': every prescription, newest first. */
export function PrescriptionsHistoryModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal)?.modal === 'prescriptions';
  const { data, isLoading, isError, error, refetch } = usePrescriptionHistory({ skip: !open });
  return (
    <Modal open={open} title="Historial de Recetas" footer={null} onCancel={() => dispatch(modalClosed())} width={720}>
      {isLoading && <Skeleton active />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title="Error al cargar las prescripciones"
          description={`Error ${toApiFailure(error).status}: No se pudo obtener las prescripciones`}
          action={<Button onClick={() => refetch()}>Reintentar</Button>}
        />
      )}
      {data && data.length === 0 && <Empty description="Aún no tienes recetas" />}
      <div className="prescription-list">
        {data?.map((p) => (
          <PrescriptionCard key={p.encounterUuid} prescription={p} />
        ))}
      </div>
    </Modal>
  );
}
