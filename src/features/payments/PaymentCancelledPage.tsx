import { useEffect, useState } from 'react';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { paymentReturnHandled, type PaymentsState } from './paymentsSlice';
import { PurchaseSummary } from './PurchaseSummary';
import { resolveCancelledPurchase } from './resolveReturn';
import './payments.css';

/** SPEC §4, §9: when nothing resolves, the page takes her to the dashboard after 8 seconds. */
export const CANCELLED_FALLBACK_MS = 8000;

const selectPayments = (state: { payments: PaymentsState }) => state.payments;

/** /pago-cancelado (SPEC §2): nothing was charged; try again or go back to the portal. */
export function PaymentCancelledPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const payments = useAppSelector(selectPayments);
  const [kind] = useState(() => resolveCancelledPurchase(payments, params.get('plan'), Date.now()));

  useEffect(() => {
    dispatch(paymentReturnHandled());
  }, [dispatch]);

  // A resolved purchase stays on screen for her to try again; only an empty page moves on by itself.
  useEffect(() => {
    if (kind) return undefined;
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), CANCELLED_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [kind, navigate]);

  // The card, its heading and lead are the page's frame (src/firstPaint/frames), painted from the HTML.
  return (
    <>
      {kind ? <PurchaseSummary kind={kind} /> : <Alert role="alert" type="info" title="No encontramos el servicio que elegiste" />}
      {!kind && <p className="payment-result-lead payment-result-note">En unos segundos te llevaremos a tu portal.</p>}
      <div className="payments-actions">
        <Button onClick={() => navigate(paths.dashboard)}>IR AL DASHBOARD</Button>
        <Button type="primary" onClick={() => navigate(paths.subscription)}>
          INTENTAR NUEVAMENTE
        </Button>
      </div>
    </>
  );
}
