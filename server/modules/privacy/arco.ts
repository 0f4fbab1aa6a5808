import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';
import { ANSWER_DAYS, addBusinessDays } from './businessDays';
import { clinicDay } from '../../../common/clinic';
import { insertArco, type ArcoKind, type ArcoRow } from './repository';

export type { ArcoKind, ArcoRow } from './repository';

/** A `date` column: a string from pg (server/db/database.ts keeps it so), a Date at UTC midnight from PGlite. */
const day = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

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
  await insertArco(tx, {
    id,
    patientUuid: input.patientUuid,
    kind: input.kind,
    description: input.description,
    attachmentUuid: input.attachmentUuid,
    filedAt: input.now,
    answerDue: addBusinessDays(clinicDay(input.now), ANSWER_DAYS),
  });
  return id;
}
