import PDFDocument from 'pdfkit';
import type { Schema } from '../../http/types';
import { brand } from '../../../common/brand.gen';
import { CEDULA_REGISTRY_URL, clinicDay } from '../../../common/clinic';
import { formatCalendarDate } from '../../../common/dates.gen';
import { medicineFieldLabels } from '../../../common/prescriptionFields';

/**
 * Her prescription as a printable PDF: the clinic, the prescriber and her cédula with where to verify it,
 * the date the clinic issued it (Mexico City, where the clinic practises) and every medicine in full. An
 * older prescription without the legal fields prints what it has. Helvetica's WinAnsi encoding covers
 * Spanish, so no font file is embedded.
 */
export function prescriptionPdf(rx: Schema<'Prescription'>, patientName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Receta médica ${formatCalendarDate(clinicDay(rx.prescriptionDate))}`, Author: brand.clinicName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  doc.fillColor(brand.colors.text);
  doc.font('Helvetica-Bold').fontSize(18).text(brand.clinicName);
  if (rx.clinicAddress) doc.font('Helvetica').fontSize(11).text(rx.clinicAddress);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(15).text('Receta médica');
  doc.moveDown(0.5);
  field('Fecha de expedición', formatCalendarDate(clinicDay(rx.prescriptionDate)));
  field('Paciente', patientName);
  if (rx.prescriber) {
    field('Médico que prescribe', rx.prescriber.fullName);
    field('Cédula profesional', rx.prescriber.cedulaProfesional);
    field('Institución que la expidió', rx.prescriber.institution);
  } else {
    field('Médico que prescribe', rx.providerName);
  }
  if (rx.clinicAddress) field('Domicilio de la clínica', rx.clinicAddress);

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Medicamentos');
  rx.medications.forEach((m, i) => {
    doc.moveDown(0.5);
    if (typeof m === 'string') {
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`${i + 1}. ${m}`);
      return;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${i + 1}. ${m.name}`);
    for (const [key, label] of medicineFieldLabels) if (m[key]) field(label, m[key]);
  });

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(11).text('Firma: ______________________________');
  if (rx.prescriber) {
    doc.moveDown();
    doc.fontSize(10).text('Verifica la cédula profesional en el Registro Nacional de Profesionistas (SEP):');
    doc.fillColor(brand.colors.primary).text(CEDULA_REGISTRY_URL, { link: CEDULA_REGISTRY_URL, underline: true });
  }
  doc.end();
  return done;
}
