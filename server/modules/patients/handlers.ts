import type { FastifyReply } from 'fastify';
import type { Handlers, Req, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { createHash } from 'node:crypto';
import type { CheckCode, ConsentLedger } from '../../ports';
import { ownPatient } from '../../http/caller';
import {
  findHistoryStep,
  findPatientByEmail,
  findPatientByOpenmrsId,
  findPersonalInfo,
  findSignature,
  insertSignature,
  patientRecord,
  saveHistoryStep,
  savePersonalInfo,
  type PatientRow,
} from './repository';
import { evidenceOf } from '../../http/evidence';

type StepOperation = (typeof historySteps)[keyof typeof historySteps][number];

export function patientHandlers(ctx: ServerContext, consent: ConsentLedger, checkCode: CheckCode): Handlers {
  const notFound = () => new HttpError(404, messages.notFound);

  async function ownRow(openmrsId: string): Promise<PatientRow> {
    const row = await findPatientByOpenmrsId(ctx.db, openmrsId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async searchPatientByEmail(req) {
      const email = req.query.email.trim().toLowerCase();
      if (req.caller) {
        if (req.caller.email !== email) throw notFound();
        return patientRecord(ctx, await ownRow(req.caller.openmrsId));
      }
      // Client API key only (password recovery): the id is her phone number, so it is revealed only to
      // whoever proves the e-mailed reset code. The code is not spent (reset-password spends it), but a
      // wrong one counts against its tries, and a missing or wrong one answers as an unknown e-mail does.
      const code = req.headers['x-verification-code'];
      await ctx.limiter.hitAll([
        [`lookup:${email}`, ctx.config.limits.codeCheck],
        [`check-ip:${req.ip}`, ctx.config.limits.codeCheckAddress],
      ]);
      const patient = await findPatientByEmail(ctx, email);
      if (!patient || typeof code !== 'string' || !(await checkCode(ctx, patient.patient_uuid, 'reset', code.trim()))) throw notFound();
      return { email: patient.email, openmrsId: patient.openmrs_id };
    },

    async searchPatientByOpenmrsId(req) {
      const caller = ownPatient(req, req.query.openmrsId);
      return patientRecord(ctx, await ownRow(caller.openmrsId));
    },

    async getPersonalInfo(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      const row = await findPersonalInfo(ctx.db, caller.patientUuid);
      if (!row) return reply.code(204).send();
      return personalInfoResponse(row);
    },

    async savePersonalInfo(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const { weight, height, shippingAddress: a } = req.body;
      const row = await savePersonalInfo(
        ctx.db,
        caller.patientUuid,
        {
          weight,
          height,
          street: a.street.trim(),
          number: (a.number ?? '').trim(),
          city: a.city.trim(),
          state: a.state.trim(),
          postalCode: a.postalCode,
        },
        ctx.clock.now(),
      );
      return personalInfoResponse(row);
    },

    async getPrivacyConsent(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const row = await findSignature(ctx.db, caller.patientUuid);
      return row
        ? { consentAccepted: true, patientSignature: row.signature, signedAt: new Date(row.signed_at).toISOString() }
        : { consentAccepted: false, patientSignature: null, signedAt: null };
    },

    async savePrivacyConsent(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      const image = Buffer.from(req.body.patientSignature.slice('data:image/jpeg;base64,'.length), 'base64');
      if (image.length < 3 || image[0] !== 0xff || image[1] !== 0xd8 || image[2] !== 0xff) {
        throw new HttpError(400, 'La firma debe ser una imagen JPEG.');
      }
      const now = ctx.clock.now();
      const evidence = evidenceOf(req);
      const signatureSha256 = createHash('sha256').update(image).digest('hex');
      // The signature and its evidence row (which notice, when, from where, the image's hash) exist together or not at all.
      const inserted = await ctx.db.transaction(async (tx) => {
        const notice = await consent.shownNotice(ctx, tx, { version: req.body.privacyNoticeVersion, sha256: req.body.privacyNoticeSha256 });
        const signed = await insertSignature(tx, {
          patientUuid: caller.patientUuid,
          signature: req.body.patientSignature,
          signatureSha256,
          at: now,
          address: evidence.address,
          userAgent: evidence.userAgent,
        });
        if (signed)
          await consent.recordConsent(tx, {
            patientUuid: caller.patientUuid,
            kind: 'signature',
            notice,
            at: now,
            evidence,
            signatureSha256,
          });
        return signed;
      });
      if (!inserted) throw new HttpError(409, 'El consentimiento ya fue firmado');
      return reply.code(201).send({ consentAccepted: true, patientSignature: req.body.patientSignature, signedAt: now.toISOString() });
    },

    ...historyHandlers(ctx),
  };
}

function personalInfoResponse(row: Record<string, string | Date>): Schema<'PersonalInfoSaved'> {
  const address = {
    street: String(row.street),
    number: String(row.number),
    city: String(row.city),
    state: String(row.state),
    postalCode: String(row.postal_code),
  };
  return {
    weight: Number(row.weight),
    height: Number(row.height),
    shippingAddress: address,
    address: {
      address1: address.street,
      number: address.number || null,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: 'México',
    },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The six questionnaire steps share one table; the contract decides each payload's shape. */
export const historySteps = {
  family: ['getFamilyHistory', 'saveFamilyHistory'],
  'non-pathological': ['getNonPathologicalHistory', 'saveNonPathologicalHistory'],
  urinary: ['getUrinaryHealth', 'saveUrinaryHealth'],
  pathological: ['getPathologicalHistory', 'savePathologicalHistory'],
  gynecological: ['getGynecologicalInfo', 'saveGynecologicalInfo'],
  menopause: ['getMenopauseSymptoms', 'saveMenopauseSymptoms'],
} as const;

function historyHandlers(ctx: ServerContext): Handlers {
  // Each step's payload is stored as the contract's schema sent it and read back as is: the response
  // schema checks it on the way out (Fastify's serializer, the API tests), not the compiler.
  const handlers: Record<string, (req: Req<StepOperation>, reply: FastifyReply) => Promise<object | void>> = {};
  for (const [step, [getId, saveId]] of Object.entries(historySteps)) {
    handlers[getId] = async (req, reply) => {
      const caller = ownPatient(req, req.params.openmrsId);
      const row = await findHistoryStep(ctx.db, caller.patientUuid, step);
      // Never saved is an expected state of her own record, not an error (no 404 in the browser console).
      if (!row) return reply.code(204).send();
      return { ...row.payload, updatedAt: new Date(row.updated_at).toISOString() };
    };
    handlers[saveId] = async (req) => {
      const caller = ownPatient(req, req.params.openmrsId);
      const now = ctx.clock.now();
      await saveHistoryStep(ctx.db, caller.patientUuid, step, req.body, now);
      return { ...(req.body as object), updatedAt: now.toISOString() };
    };
  }
  return handlers as Handlers;
}
