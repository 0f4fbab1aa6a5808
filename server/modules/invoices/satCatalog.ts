/**
 * The SAT catalogues a CFDI 4.0 receptor needs, limited to personas físicas (the patient invoices her own
 * medical fees). Source: SAT, Anexo 20 de la RMF, catálogos del CFDI versión 4.0 (catCFDI_V_4.xls),
 * sheets c_RegimenFiscal (column "Física" = Sí) and c_UsoCFDI (columns "Aplica para tipo persona Física"
 * and "Régimen Fiscal Receptor"). No maintained npm package carries these tables (checked 2026-11-23:
 * @nodecfdi publishes no catalogue package; facturapi's enums list the codes but not which régimen allows
 * which uso), so they live here, small and cited.
 *
 * Left out on purpose: CP01 (Pagos) and CN01 (Nómina) are only for payment and payroll CFDI, never for an
 * invoice of fees; régimenes 601, 603, 620, 622, 623 and 624 are for personas morales only.
 */
export interface TaxRegime {
  code: string;
  description: string;
}

export interface CfdiUse {
  code: string;
  description: string;
  /** The régimenes fiscales of a persona física receptor the catalogue allows with this uso. */
  regimes: string[];
}

export const taxRegimes: TaxRegime[] = [
  { code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios' },
  { code: '606', description: 'Arrendamiento' },
  { code: '607', description: 'Régimen de Enajenación o Adquisición de Bienes' },
  { code: '608', description: 'Demás ingresos' },
  { code: '610', description: 'Residentes en el Extranjero sin Establecimiento Permanente en México' },
  { code: '611', description: 'Ingresos por Dividendos (socios y accionistas)' },
  { code: '612', description: 'Personas Físicas con Actividades Empresariales y Profesionales' },
  { code: '614', description: 'Ingresos por intereses' },
  { code: '615', description: 'Régimen de los ingresos por obtención de premios' },
  { code: '616', description: 'Sin obligaciones fiscales' },
  { code: '621', description: 'Incorporación Fiscal' },
  { code: '625', description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas' },
  { code: '626', description: 'Régimen Simplificado de Confianza' },
];

// The receptor régimenes each group of usos admits, restricted to the personas físicas ones above.
const businessRegimes = ['606', '612', '621', '625', '626'];
const personalDeductionRegimes = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
const noFiscalEffectRegimes = ['605', '606', '607', '608', '610', '611', '612', '614', '615', '616', '621', '625', '626'];

export const cfdiUses: CfdiUse[] = [
  { code: 'D01', description: 'Honorarios médicos, dentales y gastos hospitalarios', regimes: personalDeductionRegimes },
  { code: 'D02', description: 'Gastos médicos por incapacidad o discapacidad', regimes: personalDeductionRegimes },
  { code: 'D03', description: 'Gastos funerales', regimes: personalDeductionRegimes },
  { code: 'D04', description: 'Donativos', regimes: personalDeductionRegimes },
  {
    code: 'D05',
    description: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    regimes: personalDeductionRegimes,
  },
  { code: 'D06', description: 'Aportaciones voluntarias al SAR', regimes: personalDeductionRegimes },
  { code: 'D07', description: 'Primas por seguros de gastos médicos', regimes: personalDeductionRegimes },
  { code: 'D08', description: 'Gastos de transportación escolar obligatoria', regimes: personalDeductionRegimes },
  {
    code: 'D09',
    description: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    regimes: personalDeductionRegimes,
  },
  { code: 'D10', description: 'Pagos por servicios educativos (colegiaturas)', regimes: personalDeductionRegimes },
  { code: 'G01', description: 'Adquisición de mercancías', regimes: businessRegimes },
  { code: 'G02', description: 'Devoluciones, descuentos o bonificaciones', regimes: businessRegimes },
  { code: 'G03', description: 'Gastos en general', regimes: businessRegimes },
  { code: 'I01', description: 'Construcciones', regimes: businessRegimes },
  { code: 'I02', description: 'Mobiliario y equipo de oficina por inversiones', regimes: businessRegimes },
  { code: 'I03', description: 'Equipo de transporte', regimes: businessRegimes },
  { code: 'I04', description: 'Equipo de computo y accesorios', regimes: businessRegimes },
  { code: 'I05', description: 'Dados, troqueles, moldes, matrices y herramental', regimes: businessRegimes },
  { code: 'I06', description: 'Comunicaciones telefónicas', regimes: businessRegimes },
  { code: 'I07', description: 'Comunicaciones satelitales', regimes: businessRegimes },
  { code: 'I08', description: 'Otra maquinaria y equipo', regimes: businessRegimes },
  { code: 'S01', description: 'Sin efectos fiscales', regimes: noFiscalEffectRegimes },
];

/** Uso D01 is what makes medical fees deductible on her annual return. */
export const DEFAULT_CFDI_USE = 'D01';
