import { useEffect } from 'react';
import { Alert } from 'antd';
import { useFeedback } from '../../components/feedback';
import { Link } from 'react-router-dom';
import { api, useGetPaymentReceiptQuery } from '../../api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paymentHashFor } from '../../lib/paymentHash';
import { selectSession } from '../../lib/session';
import { formatMoney } from '../../../common/money.gen';
import { formatOxxoDeadline } from '../../../common/dates.gen';
import { oxxoVoucherExpired, oxxoVoucherPaid, selectPendingOxxo } from './paymentsSlice';
import { isSingleConsult } from './plans';
import { voucherPath } from './voucherPath';

/** How often the dashboard asks whether her cash reached OXXO (a store payment takes minutes to hours). */
const SETTLEMENT_POLL_MS = 30_000;

/**
 * 'Pago pendiente en OXXO': shown while her voucher waits for the cash, with the voucher's link.
 * The server decides: paid grants access (and marks a single consultation paid, as a card return does);
 * expired clears the pending state with a message.
 */
export default function OxxoPendingBanner() {
  const pending = useAppSelector(selectPendingOxxo);
  const { personUuid } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { notification } = useFeedback();
  const sessionId = pending?.sessionId ?? '';
  const receipt = useGetPaymentReceiptQuery(
    { sessionId },
    { skip: !pending, pollingInterval: SETTLEMENT_POLL_MS, refetchOnMountOrArgChange: true },
  );
  const settled = receipt.data?.id === sessionId ? receipt.data.status : null;
  const gone = (receipt.error as { status?: number } | undefined)?.status === 404;

  useEffect(() => {
    if (!pending) return;
    if (settled === 'paid' || settled === 'refunded') {
      const single = isSingleConsult(pending.plan);
      dispatch(oxxoVoucherPaid({ sessionId: pending.sessionId, paymentHash: single && personUuid ? paymentHashFor(personUuid) : null }));
      dispatch(api.util.invalidateTags(['Subscription', 'Prescription']));
      notification.success({
        title: 'Pago en OXXO registrado',
        description: single ? 'Recibimos tu pago. Ya puedes agendar tu consulta.' : 'Recibimos tu pago. Tu compra ya está activa.',
        duration: 5,
      });
    } else if (gone) {
      // Not a payment of this account (another patient's voucher left on a shared device): forgotten quietly.
      dispatch(oxxoVoucherExpired({ sessionId: pending.sessionId }));
    } else if (settled === 'expired') {
      dispatch(oxxoVoucherExpired({ sessionId: pending.sessionId }));
      notification.warning({
        title: 'Tu ficha de pago OXXO venció',
        description:
          'No se registró el pago antes de la fecha límite, así que no se realizó ningún cargo. Puedes generar una nueva ficha desde Pagar.',
        duration: 5,
      });
    }
  }, [settled, gone, pending, personUuid, dispatch, notification]);

  if (!pending) return null;
  return (
    <Alert
      className="oxxo-pending-banner"
      type="warning"
      showIcon
      role="status"
      title="Pago pendiente en OXXO"
      description={
        <>
          Paga {formatMoney(pending.amount)} en cualquier tienda OXXO antes del {formatOxxoDeadline(pending.expiresAt)}. Tu consulta o plan
          se activará cuando se registre tu pago. <Link to={voucherPath(pending.sessionId)}>Ver ficha de pago</Link>
        </>
      }
    />
  );
}
