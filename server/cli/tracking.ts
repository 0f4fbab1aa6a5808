/**
 * `npm run staff -- tracking --email E`: her MRS, weight and hot-flash diary series for the clinic, printed from the
 * staff API (through the running server, or in-process when none runs; server/cli/staff.ts decides).
 */
import type { components } from '../../common/api.gen';
import { mrsBandLabels } from '../../common/mrs';
import { hfrdisBandLabels } from '../../common/hotFlashes';
import type { Terminal } from './terminal';

type Series = components['schemas']['StaffTrackingSeries'];
type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

export async function printTracking(call: Call, email: string | undefined, { say }: Terminal): Promise<number> {
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
  const diaryRes = await call('GET', `/api/staff/tracking/hot-flashes?email=${encodeURIComponent(email)}`);
  if (diaryRes.status >= 300)
    throw new Error(`${diaryRes.status}: ${(diaryRes.json as { message?: string }).message ?? JSON.stringify(diaryRes.json)}`);
  const diary = diaryRes.json as components['schemas']['HotFlashDiary'];
  say('', 'Diario de bochornos por semana (bloques de 7 días hasta hoy; medias por día anotado; intensidad 1–3; HFRDIS 0–10)');
  if (!diary.weeks.length) say('  sin registros');
  for (const w of diary.weeks)
    say(
      `  ${w.from} a ${w.to}  ${w.loggedDays}/7 días  total ${w.meanDaily.toFixed(1)}/día  moderados+severos ${w.meanModerateSevere.toFixed(1)}/día  intensidad ${w.severityScore?.toFixed(2) ?? '—'}  sudores ${w.meanNightSweats.toFixed(1)}/noche  HFRDIS ${w.hfrdisMean === null ? '—' : `${w.hfrdisMean.toFixed(2)} (${hfrdisBandLabels[w.hfrdisBand!]})`}`,
    );
  for (const sentence of diary.changes) say(`  ${sentence}`);
  return 0;
}
