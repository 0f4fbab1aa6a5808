import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { toAppointment } from '../appointments/handlers';
import { seedDemo } from '../patients/demo';
import { appointmentUpdatedByStaff, prescriptionIssued } from '../reminders/notify';
import { logStaffRead } from '../../audit/accessLog';

const select = `
  SELECT a.uuid, a.start_at, a.end_at, a.status, a.notes, s.name AS service_name, s.uuid AS service_uuid,
         p.name AS provider_name, p.uuid AS provider_uuid, a.patient_uuid, pt.email AS patient_email,
         pt.first_name || ' ' || pt.last_name AS patient_name
    FROM appointments a JOIN services s ON s.uuid = a.service_uuid JOIN providers p ON p.uuid = a.provider_uuid
    JOIN patients pt ON pt.patient_uuid = a.patient_uuid`;

/** What clinic staff do without screens (SPEC has none): through the CLI only. */
export function staffHandlers(ctx: ServerContext): Handlers {
  return {
    async staffListAppointments(req) {
      const rows = await ctx.db.query<Parameters<typeof toAppointment>[0] & { patient_email: string; patient_name: string }>(
        `${select} ORDER BY a.start_at`,
      );
      await logStaffRead(
        ctx,
        req,
        rows.map((r) => r.patient_uuid),
        'Tus consultas (lista de consultas de la clínica)',
        'npm run staff -- list-appointments',
      );
      return rows.map((r) => ({ ...toAppointment(r), patientEmail: r.patient_email, patientName: r.patient_name }));
    },

    async staffUpdateAppointment(req) {
      const sets: string[] = [];
      const params: unknown[] = [req.params.uuid];
      if (req.body.status) sets.push(`status = $${params.push(req.body.status)}`);
      if (req.body.notes !== undefined) sets.push(`notes = $${params.push(req.body.notes)}`);
      if (!sets.length) throw new HttpError(400, messages.badRequest);
      // The patient's message (confirmed, video link, cancelled) and her reminders change with the row.
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx.query<{ status: string; notes: string | null }>(
          'SELECT status, notes FROM appointments WHERE uuid = $1 FOR UPDATE',
          [req.params.uuid],
        );
        if (!before) throw new HttpError(404, messages.notFound);
        await tx.query(`UPDATE appointments SET ${sets.join(', ')} WHERE uuid = $1`, params);
        await appointmentUpdatedByStaff(ctx, tx, req.params.uuid, before);
      });
      const [row] = await ctx.db.query<Parameters<typeof toAppointment>[0]>(`${select} WHERE a.uuid = $1`, [req.params.uuid]);
      return toAppointment(row);
    },

    async staffIssuePrescription(req, reply) {
      const [patient] = await ctx.db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients WHERE email = $1', [
        req.body.email.trim().toLowerCase(),
      ]);
      if (!patient) throw new HttpError(404, messages.notFound);
      const [provider] = await ctx.db.query<{ name: string; specialty: string }>(
        req.body.providerUuid
          ? 'SELECT name, specialty FROM providers WHERE uuid = $1'
          : `SELECT name, specialty FROM providers WHERE specialty = 'Menopausia' ORDER BY name LIMIT 1`,
        req.body.providerUuid ? [req.body.providerUuid] : [],
      );
      if (!provider) throw new HttpError(404, messages.notFound);
      const encounterUuid = randomUUID();
      const now = ctx.clock.now();
      const providerName = `${provider.name} - ${provider.specialty === 'Nutrición' ? 'Nutrióloga' : 'Ginecóloga'}`;
      await ctx.db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO prescriptions (encounter_uuid, patient_uuid, provider_name, prescribed_at, medications, signature) VALUES ($1, $2, $3, $4, $5, NULL)',
          [encounterUuid, patient.patient_uuid, providerName, now, JSON.stringify(req.body.medications)],
        );
        await prescriptionIssued(ctx, tx, patient.patient_uuid, providerName, now);
      });
      return reply.code(201).send({
        encounterUuid,
        providerName,
        prescriptionDate: now.toISOString(),
        medications: req.body.medications,
        signatureBase64: null,
        purchased: false,
      });
    },

    /** The newest 200 help and contact messages, without their technical logs (fetched one at a time). */
    async staffListMessages(req) {
      const rows = await ctx.db.query<{
        id: string | number;
        kind: 'help' | 'contact';
        created_at: Date | string;
        payload: Record<string, string>;
        has_log: boolean;
        patient_email: string | null;
        patient_uuid: string | null;
      }>(
        `SELECT m.id, m.kind, m.created_at, m.payload - 'technicalLog' AS payload, (m.payload ->> 'technicalLog') IS NOT NULL AS has_log,
                p.email AS patient_email, m.patient_uuid
           FROM support_messages m LEFT JOIN patients p ON p.patient_uuid = m.patient_uuid
          ORDER BY m.id DESC LIMIT 200`,
      );
      await logStaffRead(
        ctx,
        req,
        rows.map((r) => r.patient_uuid),
        'Tus mensajes de ayuda y contacto',
        'npm run staff -- messages',
      );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        createdAt: new Date(r.created_at).toISOString(),
        patientEmail: r.patient_email,
        name: r.payload.name,
        email: r.payload.email,
        subject: r.payload.subject ?? null,
        message: r.payload.message,
        hasTechnicalLog: r.has_log,
      }));
    },

    async staffGetTechnicalLog(req) {
      const [row] = await ctx.db.query<{ log: string | null; patient_uuid: string | null }>(
        `SELECT payload ->> 'technicalLog' AS log, patient_uuid FROM support_messages WHERE id = $1 AND kind = 'help'`,
        [req.params.id],
      );
      if (!row?.log) throw new HttpError(404, messages.notFound);
      await logStaffRead(
        ctx,
        req,
        [row.patient_uuid],
        `El registro técnico de tu mensaje de ayuda #${req.params.id}`,
        'npm run staff -- messages --save-log',
      );
      return { technicalLog: row.log };
    },

    async staffSeedDemo() {
      // The demo patient's password is in the README: on a server real patients use it would be an open account.
      if (ctx.config.production) {
        throw new HttpError(409, 'Los datos de demostración no se cargan en un servidor de producción: su contraseña es pública.');
      }
      const created = await seedDemo(ctx);
      return { message: created ? 'Datos de demostración creados' : 'Los datos de demostración ya existían' };
    },
  };
}
