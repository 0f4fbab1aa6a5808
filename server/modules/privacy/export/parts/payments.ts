import { definePart, iso, table } from '../part';

const statusLabel = (status: string, paid: string) =>
  paid === 'paid' ? 'Pagado' : status === 'open' ? 'Pendiente' : status === 'expired' ? 'Vencido' : 'Sin pagar';

/** Her checkouts (plans and prescription purchases) with how they were paid. */
export const paymentsPart = definePart({
  key: 'payments',
  title: 'Pagos',
  async load({ db, patientUuid }) {
    const rows = await db.query<{
      id: string;
      kind: string;
      plan: string;
      amount: number;
      status: string;
      payment_status: string;
      payment_method: string;
      installments: number | null;
      created_at: Date;
      fulfilled_at: Date | null;
    }>(
      `SELECT id, kind, plan, amount, status, payment_status, payment_method, installments, created_at, fulfilled_at
         FROM checkout_sessions WHERE patient_uuid = $1 ORDER BY created_at`,
      [patientUuid],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      plan: r.plan,
      amountMxn: Number(r.amount),
      status: r.status,
      paymentStatus: r.payment_status,
      paymentMethod: r.payment_method,
      installments: r.installments,
      createdAt: iso(r.created_at)!,
      fulfilledAt: iso(r.fulfilled_at),
    }));
  },
  html(rows) {
    return table(
      ['Fecha', 'Concepto', 'Monto (MXN)', 'Forma de pago', 'Estado'],
      rows.map((p) => [
        p.createdAt,
        p.kind === 'plan' ? p.plan : 'Compra de receta',
        p.amountMxn.toFixed(2),
        p.paymentMethod === 'oxxo' ? 'OXXO' : p.installments ? `Tarjeta, ${p.installments} meses sin intereses` : 'Tarjeta',
        statusLabel(p.status, p.paymentStatus),
      ]),
    );
  },
});
