import { listConsents } from './repository';
import { definePart, table } from '../../export/part';

const kindLabels: Record<string, string> = {
  registration: 'Casilla al registrarte',
  signature: 'Firma del paso 8',
  renewal: 'Nueva versión aceptada',
};

/** Every acceptance of the privacy notice: which version and text, when, from which address. */
export const consentRecordsPart = definePart({
  key: 'consentRecords',
  title: 'Aceptaciones del aviso de privacidad',
  load: ({ db, patientUuid }) => listConsents(db, patientUuid),
  html(records) {
    return table(
      ['Fecha', 'Cómo', 'Versión del aviso', 'SHA-256 del aviso', 'Dirección IP', 'SHA-256 de la firma'],
      records.map((r) => [
        r.acceptedAt,
        kindLabels[r.kind] ?? r.kind,
        r.noticeVersion,
        r.noticeSha256,
        r.clientAddress,
        r.signatureSha256 ?? '—',
      ]),
      'Aún no hay aceptaciones registradas.',
    );
  },
});
