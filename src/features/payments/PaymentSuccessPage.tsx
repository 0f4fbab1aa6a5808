import { useEffect, useState } from 'react';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Spin } from '../../components/kit/Spin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetCheckoutSessionStatusQuery } from '../../api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectSession } from '../../lib/session';
import { paymentHashFor } from '../../lib/paymentHash';
import { oxxoVoucherIssued, paymentReturnHandled, singleConsultPaid, type PaymentsState } from './paymentsSlice';
import { formatOxxoDeadline } from '../../../common/dates.gen';
import { voucherPath } from './voucherPath';
import { isSingleConsult } from './plans';
import { PurchaseSummary } from './PurchaseSummary';
import { SuccessHeading } from './SuccessHeading';
import { isValidCheckoutSessionId, resolveSuccessPurchase } from './resolveReturn';
import './payments.css';

/** The webhook usually lands before the redirect; if not, ask again until it does. */
const CONFIRMATION_POLL_MS = 3000;

const selectPayments = (state: { payments: PaymentsState }) => state.payments;

/**
 * /pago-exitoso (SPEC §2, §4): what was paid, whether the server has confirmed it, and what to do next.
 * The card around it is the page's frame (src/firstPaint/frames), painted from the HTML with the success heading
 * and lead, which this page draws again in the same place (or replaces, for an OXXO voucher).
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const payments = useAppSelector(selectPayments);
  const { personUuid } = useAppSelector(selectSession);
  const sessionId = params.get('session_id');
  const validSession = isValidCheckoutSessionId(sessionId);

  // Decided once, on arrival: handling the return clears the pending plan it was decided from.
  const [arrival] = useState(() => {
    const now = Date.now();
    return { at: now, kind: resolveSuccessPurchase(payments, params.get('plan'), now) };
  });
  const { kind } = arrival;

  useEffect(() => {
    if (validSession && isSingleConsult(kind) && personUuid) {
      dispatch(singleConsultPaid({ paymentHash: paymentHashFor(personUuid) }));
    }
    dispatch(paymentReturnHandled());
  }, [dispatch, kind, validSession, personUuid]);

  const [confirmed, setConfirmed] = useState(false);
  const status = useGetCheckoutSessionStatusQuery(
    { sessionId: sessionId ?? '' },
    { skip: !validSession, pollingInterval: confirmed ? 0 : CONFIRMATION_POLL_MS },
  );
  const isConfirmed = Boolean(status.data && (status.data.fulfilled || status.data.paymentStatus === 'paid'));
  // OXXO: the checkout ended with a voucher, not a payment; its own expiry governs it from here.
  const voucher = status.data && status.data.paymentMethod === 'oxxo' && !isConfirmed ? status.data.voucher : null;
  useEffect(() => {
    if (isConfirmed || voucher) setConfirmed(true);
  }, [isConfirmed, voucher]);
  const issued =
    status.data && voucher
      ? { sessionId: status.data.id, plan: status.data.plan, amount: status.data.amount, expiresAt: voucher.expiresAt }
      : null;
  // One event per voucher: primitives as dependencies, so the same voucher polled again is not announced twice.
  const { sessionId: voucherSession, plan: voucherPlan, amount: voucherAmount, expiresAt: voucherExpiry } = issued ?? {};
  useEffect(() => {
    if (voucherSession && voucherPlan && voucherAmount !== undefined && voucherExpiry) {
      dispatch(oxxoVoucherIssued({ sessionId: voucherSession, plan: voucherPlan, amount: voucherAmount, expiresAt: voucherExpiry }));
    }
  }, [dispatch, voucherSession, voucherPlan, voucherAmount, voucherExpiry]);

  if (issued) {
    return (
      <>
        <h1>Ficha de pago generada</h1>
        <Alert
          role="status"
          type="info"
          title="Paga en OXXO para completar tu compra"
          description={`Tu consulta o plan se activará cuando se registre tu pago. La ficha vence el ${formatOxxoDeadline(issued.expiresAt)}.`}
        />
        <PurchaseSummary kind={issued.plan} />
        <div className="payments-actions">
          <Button block onClick={() => navigate(paths.dashboard)}>
            IR AL DASHBOARD
          </Button>
          <Button type="primary" block onClick={() => navigate(voucherPath(issued.sessionId))}>
            VER FICHA OXXO
          </Button>
        </div>
      </>
    );
  }

  // A return whose session is not a checkout's, or one the server does not know: nothing says she paid, so
  // the page says only that, never 'Pago exitoso' above it.
  const unknownSession = !validSession || (status.error !== undefined && 'status' in status.error && status.error.status === 404);
  if (unknownSession) {
    return (
      <>
        <h1 className="payment-unidentified">No pudimos identificar tu sesión de pago</h1>
        <p className="payment-result-lead" role="alert">
          Si realizaste un cargo, lo verás reflejado en tu portal en unos minutos.
        </p>
        <div className="payments-actions">
          <Button type="primary" block onClick={() => navigate(paths.dashboard)}>
            IR AL DASHBOARD
          </Button>
        </div>
      </>
    );
  }

  const booksNext = isSingleConsult(kind);

  return (
    <>
      <SuccessHeading />
      <PaymentConfirmation loading={status.isLoading} confirmed={isConfirmed} failed={status.isError} />
      <PurchaseSummary kind={kind} date={arrival.at} />
      <div className="payments-actions">
        {booksNext ? (
          <Button type="primary" block onClick={() => navigate(paths.bookAppointment)}>
            AGENDAR CONSULTA
          </Button>
        ) : (
          <Button type="primary" block onClick={() => navigate(paths.dashboard)}>
            IR AL DASHBOARD
          </Button>
        )}
      </div>
    </>
  );
}

function PaymentConfirmation(props: { loading: boolean; confirmed: boolean; failed: boolean }) {
  if (props.loading) {
    return (
      <div role="status" className="payment-result-lead">
        <Spin /> Consultando el estado de tu pago…
      </div>
    );
  }
  if (props.confirmed) return <Alert role="status" type="success" title="Pago confirmado" />;
  if (props.failed) {
    return (
      <Alert
        role="alert"
        type="warning"

        title="No pudimos consultar el estado de tu pago"
        description="Si realizaste un cargo, lo verás reflejado en tu portal en unos minutos."
      />
    );
  }
  return (
    <Alert
      role="status"
      type="info"

      title="Tu pago se está confirmando"
      description="Esto puede tardar unos momentos. Puedes continuar mientras tanto."
    />
  );
}
