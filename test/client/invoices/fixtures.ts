import type { InvoiceCatalog, InvoiceOverview } from '../../../src/api';

/** A slice of the SAT catalogue as GET /invoices/catalog serves it (server/modules/invoices/satCatalog.ts). */
export const catalog: InvoiceCatalog = {
  taxRegimes: [
    { code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios' },
    { code: '612', description: 'Personas Físicas con Actividades Empresariales y Profesionales' },
    { code: '626', description: 'Régimen Simplificado de Confianza' },
  ],
  cfdiUses: [
    { code: 'D01', description: 'Honorarios médicos, dentales y gastos hospitalarios', regimes: ['605', '612'] },
    { code: 'G03', description: 'Gastos en general', regimes: ['612', '626'] },
    { code: 'S01', description: 'Sin efectos fiscales', regimes: ['605', '612', '626'] },
  ],
  defaultCfdiUse: 'D01',
  pacConfigured: false,
};

export const emptyOverview: InvoiceOverview = { payments: [], invoices: [] };
