import { Button } from 'antd';
import { useFeedback } from '../../components/feedback';
import { api } from '../../api';
import { toApiFailure } from '../../lib/apiFailure';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId } from '../../lib/session';
import { CASH_NOTICE, statusLabels } from './texts';

export interface InvoiceRequestButtonProps {
  /** The payment's checkout session id. */
  paymentId: string;
  method: 'card' | 'oxxo';
  /** The payment's status; only a paid payment ('paid') can be invoiced. */
  status: string;
}

/**
 * 'Solicitar factura' for one payment, wherever a payment is listed (Facturación, Mis pagos): once asked,
 * it shows the request's status instead. Cash payments carry the notice that they are not deductible.
 */
export function InvoiceRequestButton({ paymentId, method, status }: InvoiceRequestButtonProps) {
  const { notification } = useFeedback();
  const openmrsId = useAppSelector(selectOpenmrsId);
  const { data } = api.useListInvoicesQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId || status !== 'paid' });
  const [request, { isLoading }] = api.useRequestInvoiceMutation();
  if (status !== 'paid' || !openmrsId) return null;
  const invoice = data?.invoices.find((i) => i.paymentId === paymentId);

  async function ask() {
    const result = await request({ openmrsId: openmrsId!, invoiceRequestInput: { paymentId } });
    if ('error' in result) {
      const failure = toApiFailure(result.error);
      notification.error({
        title: 'No se pudo solicitar la factura',
        description: failure.message ?? 'Por favor intenta nuevamente.',
        duration: 5,
      });
      return;
    }
    notification.success({
      title: result.data.status === 'issued' ? 'Tu factura está lista' : 'Factura solicitada',
      description:
        result.data.status === 'issued' ? 'Puedes descargarla en Facturación.' : 'Te avisaremos aquí cuando esté lista para descargar.',
      duration: 5,
    });
  }

  return (
    <div className="invoice-request">
      {invoice ? (
        <span className="invoice-status" data-testid={`invoice-status-${paymentId}`}>
          Factura: {statusLabels[invoice.status]}
        </span>
      ) : (
        <Button size="small" onClick={ask} loading={isLoading} data-testid={`request-invoice-${paymentId}`}>
          Solicitar factura
        </Button>
      )}
      {method === 'oxxo' && <p className="invoice-cash-notice">{CASH_NOTICE}</p>}
    </div>
  );
}
