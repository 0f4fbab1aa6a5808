import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Card } from '../../components/kit/Card';
import { Spin } from '../../components/kit/Spin';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetPaymentReceiptQuery } from '../../api';
import { paths } from '../../../common/paths';
import { formatMoney } from '../../../common/money.gen';
import { groupedReference } from './paymentLabels';
import { formatOxxoDeadline } from '../../../common/dates.gen';
import './payments.css';

/** /pago-oxxo/:sessionId: the voucher she takes to any OXXO store, printable. */
export function OxxoVoucherPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const receipt = useGetPaymentReceiptQuery({ sessionId });
  const p = receipt.data;
  return (
    <main className="payment-result payment-document oxxo-voucher">
      <Card>
        <h1>Ficha de pago OXXO</h1>
        {receipt.isLoading ? (
          <div role="status">
            <Spin /> Cargando tu ficha…
          </div>
        ) : !p?.voucher ? (
          <Alert role="alert" type="warning" title="No encontramos esta ficha de pago" />
        ) : (
          <>
            {p.status === 'paid' && <Alert role="status" type="success" title="Pago registrado" description="Recibimos tu pago en OXXO." />}
            {p.status === 'expired' && (
              <Alert
                role="status"
                type="warning"

                title="Esta ficha venció"
                description="No se registró el pago antes de la fecha límite. Puedes generar una nueva ficha desde Pagar."
              />
            )}
            <dl className="voucher" data-testid="oxxo-voucher">
              <div>
                <dt>Concepto</dt>
                <dd>{p.concept}</dd>
              </div>
              <div>
                <dt>Monto a pagar</dt>
                <dd className="voucher-amount">{formatMoney(p.amount)}</dd>
              </div>
              <div>
                <dt>Referencia</dt>
                <dd className="voucher-reference">{groupedReference(p.voucher.reference)}</dd>
              </div>
              <div>
                <dt>Fecha límite de pago</dt>
                <dd>{formatOxxoDeadline(p.voucher.expiresAt)}</dd>
              </div>
            </dl>
            <ol className="voucher-steps">
              <li>Acude a cualquier tienda OXXO.</li>
              <li>Indica en caja que quieres hacer un pago con OXXO Pay y muestra esta referencia.</li>
              <li>Paga el monto exacto en efectivo y conserva tu comprobante.</li>
            </ol>
            <p className="voucher-note">
              Tu consulta o plan se activa cuando se registre tu pago. El pago en efectivo no es deducible de impuestos.
            </p>
            {p.voucher.hostedVoucherUrl && (
              <p className="no-print">
                <a href={p.voucher.hostedVoucherUrl} target="_blank" rel="noopener noreferrer">
                  Ver la ficha con código de barras
                </a>
              </p>
            )}
          </>
        )}
        <div className="payments-actions no-print">
          {p?.voucher && <Button onClick={() => window.print()}>IMPRIMIR FICHA</Button>}
          <Button type="primary" onClick={() => navigate(paths.dashboard)}>
            IR AL DASHBOARD
          </Button>
        </div>
      </Card>
    </main>
  );
}
