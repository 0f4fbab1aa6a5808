import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useListPaymentHistoryQuery, type PaymentHistoryItem } from '../../api';
import { useAppDispatch } from '../../lib/hooks';
import { modalClosed } from '../../lib/modals';
import { receiptPath, voucherPath } from './voucherPath';
import { formatMoney } from '../../../common/money.gen';
import { formatDate } from '../../../common/dates.gen';
import { paymentStatusLabels } from '../../../common/paymentStatus';
import { methodLabel } from './paymentLabels';
import './paymentHistory.css';

export interface PaymentHistoryProps {
  /** Per-row actions owned by other features (e.g. 'Solicitar factura'), composed by the app layer. */
  renderActions?: (payment: Pick<PaymentHistoryItem, 'id' | 'status' | 'method'>) => ReactNode;
}

/** Mis pagos, a section of Mi cuenta: every payment with its date, concept, amount, method and status. */
export function PaymentHistory({ renderActions }: PaymentHistoryProps) {
  const history = useListPaymentHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const leave = () => dispatch(modalClosed());
  return (
    <section className="payment-history" aria-labelledby="payment-history-title">
      <h3 id="payment-history-title">Mis pagos</h3>
      {history.isLoading ? (
        <p role="status">Cargando tus pagos…</p>
      ) : history.isError ? (
        <p role="alert">No se pudieron cargar tus pagos. Inténtalo de nuevo más tarde.</p>
      ) : !history.data?.length ? (
        <p>Aún no tienes pagos registrados.</p>
      ) : (
        <ul className="payment-history-list">
          {history.data.map((p) => (
            <PaymentRow
              key={p.id}
              payment={p}
              onLeave={leave}
              actions={renderActions?.({ id: p.id, status: p.status, method: p.method })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentRow({ payment: p, onLeave, actions }: { payment: PaymentHistoryItem; onLeave: () => void; actions?: ReactNode }) {
  const pending = p.status === 'pending';
  return (
    <li className="payment-history-item" data-testid="payment-history-item">
      <div className="payment-history-main">
        <span className="payment-history-concept">{p.concept}</span>
        <span className="payment-history-amount">{formatMoney(p.amount)}</span>
      </div>
      <div className="payment-history-meta">
        <span>{formatDate(p.paidAt ?? p.createdAt)}</span>
        <span>{methodLabel(p)}</span>
        <span className={`payment-status payment-status--${p.status}`}>{paymentStatusLabels[p.status]}</span>
      </div>
      <div className="payment-history-actions">
        <Link to={pending ? voucherPath(p.id) : receiptPath(p.id)} onClick={onLeave}>
          {pending ? 'Ver ficha OXXO' : 'Ver recibo'}
        </Link>
        {actions}
      </div>
    </li>
  );
}
