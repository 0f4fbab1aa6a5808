/**
 * `npm run staff -- arco …`: the clinic's side of ARCO requests (LFPDPPP Art. 31).
 *   arco list                                        every case, open ones first, with its legal deadline
 *   arco answer <id> procedente|improcedente "text"  answers (a granted Cancelación is carried out at once)
 *   arco done <id>                                   a granted request has been carried out
 *   arco export <id> <file> [--format html|json|fhir] her whole file (an Acceso answered with it)
 *   arco purge                                       deletes cancelled accounts whose retention date passed
 * Every read or export is written to the patient's access log by the server.
 */
import { writeFileSync } from 'node:fs';
import type { Terminal } from './terminal';

type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

interface ArcoCase {
  patientEmail: string;
  patientName: string;
  request: {
    id: string;
    folio: number;
    kind: string;
    description: string;
    status: string;
    filedAt: string;
    answerDue: string;
    answer: string | null;
    carryOutDue: string | null;
    attachment: { uuid: string; fileName: string } | null;
  };
}

export const arcoUsage =
  'arco list | arco answer <id> procedente|improcedente "respuesta" | arco done <id> | arco export <id> <archivo> [--format html|json|fhir] | arco purge';

const expectOk = (res: { status: number; json: unknown }) => {
  if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
  return res.json;
};

function print(c: ArcoCase, say: Terminal['say']): void {
  const r = c.request;
  const due = r.status === 'procedente' && r.carryOutDue ? `ejecutar antes del ${r.carryOutDue}` : `responder antes del ${r.answerDue}`;
  say(`#${r.folio}  ${r.id}  ${r.kind.padEnd(13)} ${r.status.padEnd(12)} presentada ${r.filedAt.slice(0, 10)}  ${due}`);
  say(`    ${c.patientName} <${c.patientEmail}>: ${r.description.replace(/\s+/g, ' ')}`);
  if (r.attachment) say(`    adjunto: ${r.attachment.fileName} (GET /api/staff/documents/${r.attachment.uuid})`);
  if (r.answer) say(`    respuesta: ${r.answer.replace(/\s+/g, ' ')}`);
}

export async function runArco(call: Call, [sub, ...args]: string[], { say, sayError }: Terminal): Promise<number> {
  switch (sub) {
    case 'list': {
      const cases = expectOk(await call('GET', '/api/staff/arco-requests')) as ArcoCase[];
      cases.forEach((c) => print(c, say));
      say(`${cases.length} solicitudes ARCO`);
      return 0;
    }
    case 'answer': {
      const [id, decision, ...text] = args;
      if (!id || !['procedente', 'improcedente'].includes(decision) || !text.join(' ').trim()) throw new Error(`usage: ${arcoUsage}`);
      const c = expectOk(await call('POST', `/api/staff/arco-requests/${id}/answer`, { decision, answer: text.join(' ') })) as ArcoCase;
      print(c, say);
      return 0;
    }
    case 'done': {
      if (!args[0]) throw new Error(`usage: ${arcoUsage}`);
      print(expectOk(await call('POST', `/api/staff/arco-requests/${args[0]}/carried-out`)) as ArcoCase, say);
      return 0;
    }
    case 'export': {
      const [id, file] = args;
      const at = args.indexOf('--format');
      const format = at >= 0 ? args[at + 1] : 'html';
      if (!id || !file || !['html', 'json', 'fhir'].includes(format)) throw new Error(`usage: ${arcoUsage}`);
      const out = expectOk(await call('POST', `/api/staff/arco-requests/${id}/export`, { format })) as {
        content: string;
        fileName: string;
      };
      writeFileSync(file, out.content, { mode: 0o600 });
      say(`Expediente (${format}) guardado en ${file}`);
      return 0;
    }
    case 'purge':
      say((expectOk(await call('POST', '/api/staff/privacy/purge-expired')) as { message: string }).message);
      return 0;
    default:
      sayError(`usage: ${arcoUsage}`);
      return 2;
  }
}
