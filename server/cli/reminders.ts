/** `npm run staff -- reminders [--upcoming]`: what is scheduled and what was sent. */
import type { Terminal } from './terminal';
type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

interface Row {
  appointmentUuid: string;
  kind: '24h' | '1h';
  dueAt: string;
  startDateTime: string;
  state: 'scheduled' | 'sent' | 'skipped';
  channels: string[];
  patientEmail: string;
  sentAt: string | null;
}

const state: Record<Row['state'], string> = { scheduled: 'programado', sent: 'enviado', skipped: 'omitido' };

export async function listReminders(call: Call, args: string[], { say }: Terminal): Promise<number> {
  const upcoming = args.includes('--upcoming');
  const res = await call('GET', `/api/staff/reminders${upcoming ? '?upcoming=true' : ''}`);
  if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
  const rows = res.json as Row[];
  for (const r of rows) {
    const how =
      r.state === 'scheduled' ? '' : `  ${r.sentAt} por ${r.channels.length ? r.channels.join(' y ') : 'ningún canal (desactivados)'}`;
    say(
      `${r.dueAt}  ${r.kind.padEnd(3)}  ${state[r.state].padEnd(10)}  consulta ${r.startDateTime} ${r.appointmentUuid}  ${r.patientEmail}${how}`,
    );
  }
  say(`${rows.length} recordatorios${upcoming ? ' por enviar' : ''}`);
  return 0;
}
