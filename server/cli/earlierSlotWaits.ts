/** `npm run staff -- earlier-slot-waits`: who waits for an earlier slot, per provider in the order offers go out. */
import type { components } from '../../common/api.gen';
import type { Terminal } from './terminal';

type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;
type Wait = components['schemas']['StaffEarlierSlotWait'];

export async function listEarlierSlotWaits(call: Call, { say }: Terminal): Promise<number> {
  const res = await call('GET', '/api/staff/earlier-slot-waits');
  if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
  const rows = res.json as Wait[];
  let provider: string | undefined;
  for (const w of rows) {
    if (w.providerName !== provider) say(`${(provider = w.providerName)}`);
    const offer = w.offer ? `  apartado para ella: ${w.offer.startAt} hasta ${w.offer.heldUntil}` : '';
    say(
      `  ${String(w.position).padStart(2)}. ${w.patientEmail}  consulta ${w.appointmentStart} ${w.appointmentUuid}  desde ${w.waitingSince}${offer}`,
    );
  }
  say(`${rows.length} ${rows.length === 1 ? 'paciente en espera' : 'pacientes en espera'}`);
  return 0;
}
