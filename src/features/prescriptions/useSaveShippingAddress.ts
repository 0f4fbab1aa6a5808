import { api } from '../../api';
import { shippingAddressSaved } from '../../lib/events';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';
import { toApiFailure } from '../../lib/apiFailure';
import type { AddressValues } from './addressSchema';
import { useFeedback } from '../../components/feedback';

const failed = { title: 'Error', description: 'No se pudo actualizar la dirección. Por favor inténtalo de nuevo.', duration: 5 } as const;

/** Saves the shipping address with the personal info (SPEC §7) and updates the session's copy. */
export function useSaveShippingAddress() {
  const dispatch = useAppDispatch();
  const { notification } = useFeedback();
  const openmrsId = useAppSelector(selectOpenmrsId);
  const [readPersonalInfo, reading] = api.useLazyGetPersonalInfoQuery();
  const [savePersonalInfo, saving] = api.useSavePersonalInfoMutation();

  async function save(address: AddressValues): Promise<boolean> {
    if (!openmrsId) {
      notification.error({
        title: 'Error de autenticación',
        description: 'Inicia sesión de nuevo para actualizar tu dirección.',
        duration: 5,
      });
      return false;
    }
    // Weight and height travel in the same record: keep hers; only a patient without one (404) sends zeros.
    const current = await readPersonalInfo({ openmrsId });
    if (current.error && toApiFailure(current.error).status !== 404) {
      notification.error(failed);
      return false;
    }
    const result = await savePersonalInfo({
      openmrsId,
      personalInfo: { weight: current.data?.weight ?? 0, height: current.data?.height ?? 0, shippingAddress: address },
    });
    if ('error' in result || !result.data) {
      notification.error(failed);
      return false;
    }
    const saved = result.data.address;
    dispatch(shippingAddressSaved({ ...saved, number: saved.number ?? null }));
    notification.success({ title: 'Dirección actualizada', duration: 4 });
    return true;
  }

  return { save, saving: reading.isFetching || saving.isLoading };
}
