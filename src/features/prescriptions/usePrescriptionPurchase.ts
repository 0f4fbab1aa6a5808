import { apiErrorCodes, apiMessages } from '../../../common/apiMessages';
import { useState } from 'react';
import { api, type Prescription } from '../../api';
import { prescriptionCheckoutStarted } from '../../lib/events';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalOpened } from '../../lib/modals';
import { selectSession } from '../../lib/session';
import { toApiFailure } from '../../lib/apiFailure';
import { leaveForCheckout } from './leaveForCheckout';
import { medicationName } from './medications';
import { useFeedback } from '../../components/feedback';

/** redux-persist writes on its next ticks; leaving at once could lose the pending purchase. */
const PERSIST_GRACE_MS = 150;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failure = { title: 'Error al procesar compra', duration: 5 } as const;
const noCheckout = 'No se pudo iniciar el proceso de pago. Inténtalo de nuevo.';

/**
 * Buying a prescription (SPEC §4, §5, §8): it needs a session, the patient id and at least one
 * medication; the shipping address is confirmed (or entered) before the checkout opens.
 */
export function usePrescriptionPurchase() {
  const dispatch = useAppDispatch();
  const { notification } = useFeedback();
  const { token, openmrsId, address } = useAppSelector(selectSession);
  const [createCheckout] = api.useCreatePrescriptionCheckoutMutation();
  const [leaving, setLeaving] = useState(false);

  /** The medication names to buy, or null after telling the patient why she cannot buy yet. */
  function purchasable(prescription: Prescription | null): string[] | null {
    if (!token || !openmrsId) {
      notification.error({ title: 'Error de autenticación', description: 'Inicia sesión de nuevo para comprar tu receta.', duration: 5 });
      return null;
    }
    const names = (prescription?.medications ?? []).map(medicationName).filter((n) => n.trim() !== '');
    if (!prescription || names.length === 0) {
      notification.error({
        title: apiMessages.prescriptionInvalid,
        description: 'Esta receta no tiene medicamentos para comprar.',
        duration: 5,
      });
      return null;
    }
    return names;
  }

  /** 'Comprar': on to the shipping address, asking for one when none is stored. */
  function begin(prescription: Prescription | null) {
    if (!purchasable(prescription)) return;
    if (!address) notifyAddressRequired();
    dispatch(modalOpened({ modal: 'shippingAddress', ref: prescription!.encounterUuid }));
  }

  function notifyAddressRequired() {
    notification.info({
      title: apiMessages.addressRequired,
      description: 'Indícanos a qué dirección enviamos tus medicamentos.',
      duration: 4,
    });
  }

  /** The address is confirmed: open the checkout. Resolves 'addressRequired' when the server has none. */
  async function checkout(prescription: Prescription | null): Promise<'left' | 'failed' | 'addressRequired'> {
    const medications = purchasable(prescription);
    if (!medications || !prescription) return 'failed';
    setLeaving(true);
    const result = await createCheckout({ prescriptionCheckoutRequest: { encounterUuid: prescription.encounterUuid, medications } });
    if ('error' in result) {
      setLeaving(false);
      const { status, message, code } = toApiFailure(result.error);
      if (code === apiErrorCodes.addressRequired) {
        notifyAddressRequired();
        return 'addressRequired';
      }
      notification.error({
        ...failure,
        description: message ?? (typeof status === 'number' ? `Error ${status}: No se pudo crear la sesión de pago` : noCheckout),
      });
      return 'failed';
    }
    if (!result.data?.url) {
      setLeaving(false);
      notification.error({ ...failure, description: noCheckout });
      return 'failed';
    }
    dispatch(prescriptionCheckoutStarted({ encounterUuid: prescription.encounterUuid, medications }));
    await wait(PERSIST_GRACE_MS);
    leaveForCheckout.to(result.data.url);
    return 'left';
  }

  return { begin, checkout, leaving };
}
