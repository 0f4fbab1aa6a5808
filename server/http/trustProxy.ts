import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset, empty or `false` trusts no one (req.ip is the socket's
 * peer); a whole number trusts that many hops in front of the server (e.g. `1` for one balancer); anything
 * else is a comma list of addresses or CIDR ranges of the balancers (`127.0.0.1,10.0.0.0/8`), the safe
 * choice: X-Forwarded-For is then read only from those peers. `true` (trust every hop) is refused: any
 * client could choose its own address.
 */
export function trustProxyFrom(value: string | undefined): NonNullable<FastifyServerOptions['trustProxy']> {
  const text = (value ?? '').trim();
  if (!text || text === 'false') return false;
  if (text === 'true')
    throw new Error("TRUST_PROXY=true would let any client pick its address: give the number of hops or the balancers' addresses");
  if (/^\d+$/.test(text)) {
    // What Fastify does with a number (its types omit it): trust the first `hops` addresses from the socket inwards.
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
