/**
 * `npm run staff -- oxxo paid|expire <session>`: settles an OXXO voucher of the simulated checkout, as
 * Stripe's async events would (paid grants the consultation or plan once; expire grants nothing).
 */
import { formatMoney } from '../../common/money.gen';
import { paymentStatusLabels } from '../../common/paymentStatus';
import type { Terminal } from './terminal';
type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<{ status: number; json: unknown }>;

export async function oxxoCommand(call: Call, [action, sessionId]: string[], { say }: Terminal): Promise<number> {
  const outcome = action === 'paid' ? 'paid' : action === 'expire' ? 'expired' : null;
  if (!outcome || !sessionId) throw new Error('usage: oxxo paid|expire <checkout session id>');
  const res = await call('POST', `/api/staff/payments/${encodeURIComponent(sessionId)}/oxxo`, { outcome });
  if (res.status >= 300) throw new Error(`${res.status}: ${(res.json as { message?: string }).message ?? JSON.stringify(res.json)}`);
  const p = res.json as { id: string; concept: string; amount: number; status: keyof typeof paymentStatusLabels };
  say(`Ficha OXXO ${p.id} · ${p.concept} · ${formatMoney(p.amount)} — ${paymentStatusLabels[p.status].toLowerCase()}`);
  return 0;
}
