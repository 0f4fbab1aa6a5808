import { apiMessages } from '../../../common/apiMessages';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateCheckoutSessionMutation } from '../../api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectToken } from '../../lib/session';
import { leavePortal } from './leavePortal';
import { checkoutStarted } from './paymentsSlice';
import { isPlanType } from './plans';
import { useFeedback } from '../../components/feedback';

/** redux-persist writes the slice on its next ticks; leaving at once could lose the pending plan. */
const PERSIST_GRACE_MS = 150;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failure = { title: 'Error al procesar pago', duration: 5 } as const;

/** PAGAR (SPEC §4, §8): opens a checkout session, remembers the plan and leaves for the checkout. */
export function useStartCheckout() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const [createSession] = useCreateCheckoutSessionMutation();
  const [leaving, setLeaving] = useState(false);

  async function start(plan: string | null) {
    if (!token) {
      // The login screen (no antd) shows the reason it was handed in the navigation state.
      navigate(paths.login, {
        state: { notice: { kind: 'error', title: 'Error de autenticación', text: 'Debes iniciar sesión para realizar un pago' } },
      });
      return;
    }
    if (!isPlanType(plan)) {
      notification.error({ ...failure, description: apiMessages.planInvalid });
      return;
    }
    setLeaving(true);
    const result = await createSession({ checkoutSessionRequest: { priceId: plan } });
    if ('error' in result) {
      const status = (result.error as { status?: unknown }).status;
      const description =
        typeof status === 'number'
          ? `Error ${status}: No se pudo crear la sesión de pago`
          : 'No se pudo iniciar el proceso de pago. Inténtalo de nuevo.';
      notification.error({ ...failure, description });
      setLeaving(false);
      return;
    }
    if (!result.data?.url) {
      notification.error({ ...failure, description: 'No se pudo iniciar el proceso de pago. Inténtalo de nuevo.' });
      setLeaving(false);
      return;
    }
    dispatch(checkoutStarted(plan));
    await wait(PERSIST_GRACE_MS);
    leavePortal.to(result.data.url);
  }

  return { start, leaving };
}
