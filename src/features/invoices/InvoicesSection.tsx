import { Button, Spin } from 'antd';
import { useFeedback } from '../../components/feedback';
import { api, type InvoiceRequest } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId, selectToken } from '../../lib/session';
import { selectOpenModal } from '../../lib/modals';
import { formatMoney } from '../../../common/money.gen';
import { formatDate } from '../../../common/dates.gen';
import { BillingProfileForm } from './BillingProfileForm';
import { InvoiceRequestButton } from './InvoiceRequestButton';
import { downloadInvoice } from './downloadInvoice';
import { statusLabels } from './texts';
import './invoices.css';

function Downloads({ invoice }: { invoice: InvoiceRequest }) {
  const { notification } = useFeedback();
  const token = useAppSelector(selectToken);
  const openmrsId = useAppSelector(selectOpenmrsId);
  const get = async (format: 'pdf' | 'xml') => {
    const ok = token && openmrsId && (await downloadInvoice(token, openmrsId, invoice.id, format, invoice.cfdiUuid));
    if (!ok)
      notification.error({ title: 'Error', description: 'No se pudo descargar la factura. Por favor intenta nuevamente.', duration: 5 });
  };
  return (
    <div className="invoice-downloads">
      <Button size="small" onClick={() => get('pdf')}>
        Descargar PDF
      </Button>
      <Button size="small" onClick={() => get('xml')}>
        Descargar XML
      </Button>
    </div>
  );
}

/**
 * Mi cuenta › Facturación: her billing data, her paid payments with 'Solicitar factura', and her
 * invoice requests with their status and, once issued, the PDF and XML.
 */
export function InvoicesSection() {
  const openmrsId = useAppSelector(selectOpenmrsId);
  // Mi cuenta stays mounted while closed: reading only while it is open makes each opening read afresh
  // (an invoice the clinic issued meanwhile shows up).
  const open = useAppSelector(selectOpenModal)?.modal === 'account';
  const skip = { skip: !openmrsId || !open, refetchOnMountOrArgChange: true };
  const catalog = api.useGetInvoiceCatalogQuery(undefined, { skip: !openmrsId || !open });
  const profile = api.useGetBillingProfileQuery({ openmrsId: openmrsId ?? '' }, skip);
  const overview = api.useListInvoicesQuery({ openmrsId: openmrsId ?? '' }, skip);
  if (!openmrsId) return null;
  const loading = catalog.isLoading || profile.isLoading || overview.isLoading;
  const failed = catalog.isError || profile.isError || overview.isError;
  const uninvoiced = overview.data?.payments.filter((p) => !p.invoiceId) ?? [];
  const invoices = overview.data?.invoices ?? [];
  return (
    <section className="invoices-section" aria-labelledby="invoices-title">
      <h3 id="invoices-title">Facturación</h3>
      {loading && <Spin aria-label="Cargando facturación" />}
      {failed && <p role="alert">No se pudo cargar tu información de facturación. Por favor intenta más tarde.</p>}
      {catalog.data && profile.data && (
        <>
          <h4>Datos de facturación</h4>
          <BillingProfileForm openmrsId={openmrsId} catalog={catalog.data} saved={profile.data.billingProfile} />
        </>
      )}
      {overview.data && (
        <>
          <h4>Pagos que puedes facturar</h4>
          {uninvoiced.length === 0 ? (
            <p className="invoices-empty">No tienes pagos pendientes de facturar.</p>
          ) : (
            <ul className="invoice-list">
              {uninvoiced.map((p) => (
                <li key={p.id} className="invoice-item" data-testid={`invoiceable-${p.id}`}>
                  <div className="invoice-line">
                    <span className="invoice-concept">{p.concept}</span>
                    <span>{formatMoney(p.amount)}</span>
                  </div>
                  <div className="invoice-meta">
                    {formatDate(p.paidAt)} ·{' '}
                    {p.method === 'oxxo' ? 'Efectivo (OXXO)' : p.installments ? `Tarjeta, ${p.installments} MSI` : 'Tarjeta'}
                  </div>
                  <InvoiceRequestButton paymentId={p.id} method={p.method} status="paid" />
                </li>
              ))}
            </ul>
          )}
          <h4>Mis facturas</h4>
          {invoices.length === 0 ? (
            <p className="invoices-empty">Aún no has solicitado facturas.</p>
          ) : (
            <ul className="invoice-list">
              {invoices.map((i) => (
                <li key={i.id} className="invoice-item" data-testid={`invoice-${i.paymentId}`}>
                  <div className="invoice-line">
                    <span className="invoice-concept">{i.concept}</span>
                    <span>{formatMoney(i.amount)}</span>
                  </div>
                  <div className="invoice-meta">
                    Solicitada el {formatDate(i.requestedAt)} · RFC {i.rfc} · Uso {i.cfdiUse} ·{' '}
                    <strong className={`invoice-state invoice-state-${i.status}`}>{statusLabels[i.status]}</strong>
                  </div>
                  {i.status === 'issued' ? (
                    <Downloads invoice={i} />
                  ) : (
                    <p className="invoice-meta">
                      {catalog.data?.pacConfigured
                        ? 'Estamos emitiendo tu factura; si tarda, la clínica la revisará.'
                        : 'La clínica emitirá tu factura; aquí podrás descargarla cuando esté lista.'}
                    </p>
                  )}
                  {!i.deductible && <p className="invoice-cash-notice">Pago en efectivo: esta factura no es deducible.</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
