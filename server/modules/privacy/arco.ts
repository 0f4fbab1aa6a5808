import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';
import { ANSWER_DAYS, addBusinessDays, clinicDate } from './businessDays';

export type ArcoKind = Schema<'ArcoKind'>;

export interface ArcoRow {
  id: string;
  folio: number | string;
  patient_uuid: string;
  kind: ArcoKind;
  description: string;
  attachment_uuid: string | null;
  attachment_name: string | null;
  status: Schema<'ArcoRequest'>['status'];
  filed_at: Date;
  answer_due: Date | string;
  answer: string | null;
  answered_at: Date | null;
  answered_by: string | null;
  carry_out_due: Date | string | null;
  carried_out_at: Date | null;
}

/** A `date` column: a string from pg (server/db/database.ts keeps it so), a Date at UTC midnight from PGlite. */
const day = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

export const selectArco = `
  SELECT r.*, d.file_name AS attachment_name FROM arco_requests r LEFT JOIN documents d ON d.uuid = r.attachment_uuid`;

export function toArco(r: ArcoRow): Schema<'ArcoRequest'> {
  return {
    id: r.id,
    folio: Number(r.folio),
    kind: r.kind,
    description: r.description,
    status: r.status,
    filedAt: new Date(r.filed_at).toISOString(),
    answerDue: day(r.answer_due),
    answer: r.answer,
    answeredAt: r.answered_at ? new Date(r.answered_at).toISOString() : null,
    carryOutDue: r.carry_out_due ? day(r.carry_out_due) : null,
    carriedOutAt: r.carried_out_at ? new Date(r.carried_out_at).toISOString() : null,
    attachment: r.attachment_uuid && r.attachment_name ? { uuid: r.attachment_uuid, fileName: r.attachment_name } : null,
  };
}

export async function fileArco(
  tx: Queryable,
  input: { patientUuid: string; kind: ArcoKind; description: string; attachmentUuid: string | null; now: Date },
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO arco_requests (id, patient_uuid, kind, description, attachment_uuid, status, filed_at, answer_due)
     VALUES ($1, $2, $3, $4, $5, 'recibida', $6, $7)`,
    [
      id,
      input.patientUuid,
      input.kind,
      input.description,
      input.attachmentUuid,
      input.now,
      addBusinessDays(clinicDate(input.now), ANSWER_DAYS),
    ],
  );
  return id;
}

export async function findArco(db: Queryable, id: string, patientUuid?: string): Promise<ArcoRow | undefined> {
  const [row] = await db.query<ArcoRow>(
    `${selectArco} WHERE r.id = $1${patientUuid ? ' AND r.patient_uuid = $2' : ''}`,
    patientUuid ? [id, patientUuid] : [id],
  );
  return row;
}
