/** ISR deductions need a payment through the financial system (card, transfer): cash is not deductible. */
export const CASH_NOTICE =
  'Pago en efectivo: puedes solicitar tu factura, pero no es deducible. Para deducir honorarios médicos en tu declaración anual, el pago debe hacerse con tarjeta o transferencia.';

export const statusLabels = { requested: 'En proceso', issued: 'Emitida' } as const;
