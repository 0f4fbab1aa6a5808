import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Card } from '../../components/kit/Card';
import { Spin } from '../../components/kit/Spin';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetPaymentReceiptQuery } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectSession } from '../../lib/session';
import { formatMoney } from '../../../common/money.gen';
import { formatDate } from '../../../common/dates.gen';
import { paymentStatusLabels } from '../../../common/paymentStatus';
import { methodLabel } from './paymentLabels';
import './payments.css';

/** /mis-pagos/:sessionId: a payment's receipt, printable from the browser. */
export function PaymentReceiptPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const { fullName } = useAppSelector(selectSession);
  const receipt = useGetPaymentReceiptQuery({ sessionId });
  const p = receipt.data;
  const rows: Array<[string, string]> = p
    ? [
        ['Folio', p.id],
        ['Paciente', fullName ?? ''],
        ['Concepto', p.concept],
        ['Monto', formatMoney(p.amount)],
        ['Forma de pago', methodLabel(p)],
        ['Estado', paymentStatusLabels[p.status]],
        ['Fecha', formatDate(p.createdAt)],
        ...(p.paidAt ? ([['Fecha de pago', formatDate(p.paidAt)]] as Array<[string, string]>) : []),
      ]
    : [];
  return (
    <main className="payment-result payment-document">
      <Card>
        <p className="document-brand">Espacios ELLA</p>
        <h1>Recibo de pago</h1>
        {receipt.isLoading ? (
          <div role="status">
            <Spin /> Cargando tu recibo…
          </div>
        ) : !p ? (
          <Alert role="alert" type="warning" title="No encontramos este pago" />
        ) : (
          <table className="purchase-summary" data-testid="payment-receipt">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="voucher-note">Este recibo no es un comprobante fiscal (CFDI).</p>
        <div className="payments-actions no-print">
          {p && <Button onClick={() => window.print()}>IMPRIMIR RECIBO</Button>}
          <Button type="primary" onClick={() => navigate(paths.dashboard)}>
            IR AL DASHBOARD
          </Button>
        </div>
      </Card>
    </main>
  );
}
