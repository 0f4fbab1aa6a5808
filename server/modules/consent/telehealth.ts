import type { components } from '../../../common/api.gen';
import { telehealthConsent } from '../../../common/telehealthConsent.gen';
import type { Queryable } from '../../db/database';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { evidenceOf, type Evidence } from '../../http/evidence';
import { definePart, table } from '../../export/part';
import { lockPatient, publishText } from './repository';

type Record = components['schemas']['TelehealthConsentRecord'];

export const telehealthConsentChangedMessage =
  'El consentimiento para atención a distancia se actualizó. Lee la versión vigente para continuar.';

interface Row {
  consent_version: string;
  consent_sha256: string;
  accepted_at: Date | string;
  client_address: string;
}

const record = (row: Row): Record => ({
  consentVersion: row.consent_version,
  consentSha256: row.consent_sha256,
  acceptedAt: new Date(row.accepted_at).toISOString(),
  clientAddress: row.client_address,
});

const publish = (db: Queryable, now: Date) => publishText(db, 'telehealth_consent_texts', telehealthConsent, now);

/** Her acceptances, newest first. */
export async function listTelehealthConsents(db: Queryable, patientUuid: string): Promise<Record[]> {
  const rows = await db.query<Row>('SELECT * FROM telehealth_consents WHERE patient_uuid = $1 ORDER BY accepted_at DESC, id DESC', [
    patientUuid,
  ]);
  return rows.map(record);
}

const acceptedCurrent = (records: Record[]) =>
  records.find((r) => r.consentVersion === telehealthConsent.version && r.consentSha256 === telehealthConsent.sha256);

async function insert(db: Queryable, patientUuid: string, at: Date, evidence: Evidence): Promise<Record> {
  const [row] = await db.query<Row>(
    `INSERT INTO telehealth_consents (patient_uuid, consent_version, consent_sha256, accepted_at, client_address, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [patientUuid, telehealthConsent.version, telehealthConsent.sha256, at, evidence.address, evidence.userAgent],
  );
  return record(row);
}

/** The telehealth consent she gives before her first video visit (Ley General de Salud, digital health). */
export function telehealthConsentHandlers(ctx: ServerContext): Handlers {
  return {
    async getTelehealthConsent(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      await publish(ctx.db, ctx.clock.now());
      const acceptances = await listTelehealthConsents(ctx.db, caller.patientUuid);
      return { consent: telehealthConsent, pending: !acceptedCurrent(acceptances), acceptances };
    },

    async acceptTelehealthConsent(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      const { noticeVersion, noticeSha256 } = req.body;
      // Only the text she was shown, and only the current one, is what she consents to.
      if (noticeVersion !== telehealthConsent.version || noticeSha256 !== telehealthConsent.sha256) {
        throw new HttpError(409, telehealthConsentChangedMessage);
      }
      await publish(ctx.db, ctx.clock.now());
      const { status, saved } = await ctx.db.transaction(async (tx) => {
        // One acceptance per version even when two tabs accept at once: her rows are taken in turn.
        await lockPatient(tx, caller.patientUuid);
        const earlier = acceptedCurrent(await listTelehealthConsents(tx, caller.patientUuid));
        if (earlier) return { status: 200, saved: earlier };
        return { status: 201, saved: await insert(tx, caller.patientUuid, ctx.clock.now(), evidenceOf(req)) };
      });
      return reply.code(status).send(saved);
    },
  };
}

/** Her telehealth consents in Mis datos. */
export const telehealthConsentPart = definePart({
  key: 'telehealthConsents',
  title: 'Consentimientos para atención a distancia',
  load: ({ db, patientUuid }) => listTelehealthConsents(db, patientUuid),
  html(records) {
    return table(
      ['Fecha', 'Versión', 'SHA-256 del texto', 'Dirección IP'],
      records.map((r) => [r.acceptedAt, r.consentVersion, r.consentSha256, r.clientAddress]),
      'Aún no has dado este consentimiento.',
    );
  },
});
