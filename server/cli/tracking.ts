/**
 * `npm run staff -- tracking --email E`: her MRS and weight series for the clinic, printed from the
 * staff API (through the running server, or in-process when none runs; server/cli/staff.ts decides).
 */
import type { components } from '../../common/api.gen';
import { mrsBandLabels } from '../../common/mrs';
import { say } from './terminal';

type Series = components['schemas']['StaffTrackingSeries'];
type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

export async function printTracking(call: Call, email: string | undefined): Promise<number> {
  if (!email) throw new Error('usage: tracking --email E');
  const res = await call('GET', `/api/staff/tracking?email=${encodeURIComponent(email)}`);
  if (res.status === 404) throw new Error(`No hay una paciente con el correo ${email}`);
  if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
  const s = res.json as Series;
  say(`${s.fullName} <${s.email}>`);
  say(`\nMRS (total 0–44; somático · psicológico · urogenital)${s.mrs.reminderDue ? ' — última evaluación hace más de 30 días' : ''}`);
  if (!s.mrs.assessments.length) say('  sin evaluaciones');
  for (const a of s.mrs.assessments)
    say(
      `  ${a.day}  total ${String(a.total).padStart(2)}  ${mrsBandLabels[a.band].padEnd(14)}  ${a.somatic} · ${a.psychological} · ${a.urogenital}  respuestas ${a.answers.join(',')}`,
    );
  say('', `Peso (estatura ${s.weight.heightCm === null ? 'sin dato' : `${s.weight.heightCm} cm`})`);
  if (!s.weight.entries.length) say('  sin registros');
  for (const e of s.weight.entries)
    say(
      `  ${e.day}  ${e.weightKg.toFixed(1)} kg  cintura ${e.waistCm === null ? '—' : `${e.waistCm} cm`}  IMC ${e.bmi ?? '—'}${e.source === 'registro' ? '  (información personal)' : ''}`,
    );
  return 0;
}
