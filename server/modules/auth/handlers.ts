import { apiMessages } from '../../../common/apiMessages';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import type { Limit } from '../../http/rateLimit';
import { resetCodeMail, verificationCodeMail } from '../../mail/templates';
import { consumeCode, issueCode, type CodePurpose } from './codes';
import { failingPasswordRules, passwordRulesIntro } from '../../../common/facts.gen';
import { dummyPasswordHash, hashPassword, verifyPassword } from './secrets';
import { openSession, revokeSessions } from './sessions';
import { requireCaller } from '../../http/caller';
import type { PatientAccounts } from '../../ports';
import { evidenceOf } from '../../http/evidence';
import { patientUuidByOpenmrsId, revokeSession, setPassword } from './repository';

const normalEmail = (email: string) => email.trim().toLowerCase();

function assertPassword(password: string): void {
  const problems = failingPasswordRules(password);
  if (problems.length) {
    throw new HttpError(400, [passwordRulesIntro, ...problems].join('\n'), 'weak_password');
  }
}

async function sendCode(
  ctx: ServerContext,
  patients: PatientAccounts,
  req: FastifyRequest,
  email: string,
  purpose: CodePurpose,
): Promise<void> {
  const limits = ctx.config.limits;
  // The one-a-minute cooldown is per kind of code: a reset right after registering is a real case.
  const counted: Array<[string, Limit]> = [
    [`send:${purpose}:${email}`, limits.codeSend],
    [`send-hour:${email}`, limits.codeSendBurst],
    [`send-ip:${req.ip}`, limits.codeSendAddress],
  ];
  await ctx.limiter.hitAll(counted);
  const patient = await patients.findByEmail(ctx, email);
  if (!patient) {
    throw new HttpError(404, purpose === 'reset' ? 'No se encontró una cuenta asociada con este correo electrónico' : messages.notFound);
  }
  const mail = purpose === 'reset' ? resetCodeMail : verificationCodeMail;
  // The mail is a job committed with the code: a failing mail server delays it (the queue retries) and
  // never fails the request. The code itself is never logged in any mode: a developer reads it from the outbox .eml file.
  await issueCode(ctx, patient.patient_uuid, purpose, (tx, code) => ctx.jobs.mail(tx, mail(patient.email, patient.first_name, code)));
  ctx.jobs.wake();
  req.log.info({ purpose }, 'code queued');
}

export function authHandlers(ctx: ServerContext, patients: PatientAccounts): Handlers {
  return {
    async registerPatient(req, reply) {
      await ctx.limiter.hit(`register-ip:${req.ip}`, ctx.config.limits.register);
      const patient = await patients.register(ctx, req.body, evidenceOf(req));
      return reply.code(201).send({ openmrsId: patient.openmrsId });
    },

    async requestVerificationCode(req) {
      await sendCode(ctx, patients, req, normalEmail(req.body.email), 'verify');
      return { message: 'Código de verificación enviado' };
    },

    async verifyEmail(req) {
      const email = normalEmail(req.body.email);
      await ctx.limiter.hitAll([
        [`check:${email}`, ctx.config.limits.codeCheck],
        [`check-ip:${req.ip}`, ctx.config.limits.codeCheckAddress],
      ]);
      assertPassword(req.body.password);
      const patient = await patients.findByEmail(ctx, email);
      const wrong = new HttpError(401, apiMessages.registrationCodeWrong);
      if (!patient) throw wrong;
      const passwordHash = await hashPassword(req.body.password);
      const ok = await ctx.db.transaction(async (tx) => {
        if (!(await consumeCode(ctx, tx, patient.patient_uuid, 'verify', req.body.code))) return false;
        await setPassword(tx, patient.patient_uuid, passwordHash, ctx.clock.now());
        return true;
      });
      if (!ok) throw wrong;
      // On an account verified earlier this changed her password, so older sessions end as after a reset.
      if (patient.verified_at) await revokeSessions(ctx, patient.patient_uuid);
      return { message: 'Correo verificado correctamente' };
    },

    async loginByEmail(req) {
      const email = normalEmail(req.body.email);
      const limits = ctx.config.limits;
      // Counted before the password is checked (parallel guesses cannot slip past), given back on success:
      // only failures use up the allowance, so patients behind one clinic or office address are not locked out.
      const counted: Array<[string, Limit]> = [
        [`login:${email}:${req.ip}`, limits.login],
        [`login-account:${email}`, limits.loginAccount],
        [`login-ip:${req.ip}`, limits.loginAddress],
      ];
      await ctx.limiter.hitAll(counted);
      const patient = await patients.findByEmail(ctx, email);
      // An unknown e-mail costs the same argon2 work, so response time does not tell which e-mails exist.
      const valid = await verifyPassword(patient?.password_hash ?? (await dummyPasswordHash()), req.body.password);
      if (!patient || !valid) throw new HttpError(401, 'Correo o contraseña incorrectos');
      await ctx.limiter.refund(...counted.map(([key]) => key));
      if (!patient.verified_at) throw new HttpError(403, 'Tu correo electrónico aún no ha sido verificado');
      const token = await openSession(ctx, patient.patient_uuid);
      return { token, ...patients.loginProfile(patient, ctx.clock.now()) };
    },

    async logout(req, reply) {
      const caller = requireCaller(req);
      await revokeSession(ctx.db, caller.tokenHash, ctx.clock.now());
      return reply.code(204).send();
    },

    async requestPasswordResetByEmail(req) {
      await sendCode(ctx, patients, req, normalEmail(req.body.email), 'reset');
      return { message: 'Código de verificación enviado' };
    },

    async resetPassword(req) {
      const { openmrsId, code, newPassword } = req.body;
      await ctx.limiter.hitAll([
        [`reset:${openmrsId}`, ctx.config.limits.codeCheck],
        [`check-ip:${req.ip}`, ctx.config.limits.codeCheckAddress],
      ]);
      assertPassword(newPassword);
      const invalid = new HttpError(400, apiMessages.recoveryCodeInvalid);
      const patientUuid = await patientUuidByOpenmrsId(ctx.db, openmrsId);
      if (!patientUuid) throw invalid;
      const passwordHash = await hashPassword(newPassword);
      const ok = await ctx.db.transaction(async (tx) => {
        if (!(await consumeCode(ctx, tx, patientUuid, 'reset', code))) return false;
        // The code arrived by e-mail, so the address is proven too.
        await setPassword(tx, patientUuid, passwordHash, ctx.clock.now());
        return true;
      });
      if (!ok) throw invalid;
      await revokeSessions(ctx, patientUuid);
      return { message: 'Contraseña actualizada correctamente' };
    },
  };
}
