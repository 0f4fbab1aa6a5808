import { api, type Prescription } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';

/** The current prescriptions (the dashboard) and the whole history (the 'Historial de Recetas' modal). */
export function useCurrentPrescriptions() {
  const openmrsId = useAppSelector(selectOpenmrsId);
  return api.useListCurrentPrescriptionsQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId });
}

export function usePrescriptionHistory({ skip = false } = {}) {
  const openmrsId = useAppSelector(selectOpenmrsId);
  return api.useListPrescriptionHistoryQuery({ openmrsId: openmrsId ?? '' }, { skip: skip || !openmrsId });
}

/** One prescription by encounter, wherever it was listed: current ones are also in the history. */
export function usePrescription(encounterUuid: string | null | undefined): Prescription | null {
  return usePrescriptionLookup(encounterUuid).prescription;
}

/** The prescription and whether the lists that could hold it are still arriving. */
export function usePrescriptionLookup(encounterUuid: string | null | undefined): { prescription: Prescription | null; loading: boolean } {
  const current = useCurrentPrescriptions();
  const history = usePrescriptionHistory({ skip: !encounterUuid });
  if (!encounterUuid) return { prescription: null, loading: false };
  const prescription =
    current.data?.find((p) => p.encounterUuid === encounterUuid) ?? history.data?.find((p) => p.encounterUuid === encounterUuid) ?? null;
  return { prescription, loading: !prescription && (current.isFetching || history.isFetching) };
}
