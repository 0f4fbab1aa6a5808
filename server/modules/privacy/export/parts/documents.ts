import { documentTypeLabels } from '../../../../../common/documentTypes';
import { definePart, iso, patientReference, table } from '../../../../export/part';

const typeLabels: Record<string, string> = documentTypeLabels;

/** The list of files she shared (names, types, sizes); the files themselves stay in Compartir Archivos. */
export const documentsPart = definePart({
  key: 'documents',
  title: 'Documentos compartidos',
  async load({ db, patientUuid }) {
    const rows = await db.query<{
      uuid: string;
      file_name: string;
      document_type: string;
      description: string | null;
      size_bytes: number;
      mime_type: string;
      uploaded_at: Date;
    }>(
      `SELECT uuid, file_name, document_type, description, size_bytes, mime_type, uploaded_at FROM documents
        WHERE patient_uuid = $1 AND status = 'stored' ORDER BY uploaded_at`,
      [patientUuid],
    );
    return rows.map((r) => ({
      uuid: r.uuid,
      fileName: r.file_name,
      documentType: r.document_type,
      description: r.description,
      sizeBytes: Number(r.size_bytes),
      mimeType: r.mime_type,
      uploadedAt: iso(r.uploaded_at)!,
    }));
  },
  html(rows) {
    return table(
      ['Archivo', 'Tipo', 'Descripción', 'Tamaño (bytes)', 'Subido'],
      rows.map((d) => [d.fileName, typeLabels[d.documentType] ?? d.documentType, d.description, d.sizeBytes, d.uploadedAt]),
    );
  },
  fhir(rows, { patientUuid }) {
    return rows.map((d) => ({
      resourceType: 'DocumentReference',
      id: d.uuid,
      status: 'current',
      type: { text: typeLabels[d.documentType] ?? d.documentType },
      subject: patientReference(patientUuid),
      date: d.uploadedAt,
      ...(d.description ? { description: d.description } : {}),
      content: [{ attachment: { contentType: d.mimeType, title: d.fileName, size: d.sizeBytes, creation: d.uploadedAt } }],
    }));
  },
});
