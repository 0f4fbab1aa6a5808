import type { components } from './api.gen';

/** How Mis pagos, her receipt, her data export and the staff tools name a payment's status. */
export const paymentStatusLabels: Record<components['schemas']['PaymentStatus'], string> = {
  paid: 'Pagado',
  pending: 'Pendiente',
  expired: 'Vencido',
  refunded: 'Reembolsado',
};
