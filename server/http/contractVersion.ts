import type { FastifyInstance } from 'fastify';
import { apiErrorCodes, apiMessages } from '../../common/apiMessages';
import { contractVersion } from '../../common/facts.gen';
import { HttpError } from './errors';

/** An older major of the contract the server still answers, because it keeps that major's shapes. */
export interface OlderMajor {
  major: number;
  /** When the newer major shipped (RFC 9745's Deprecation date). */
  deprecatedSince: string;
  /** Until when it is answered (RFC 8594's Sunset); after it, its clients are asked to reload. */
  sunset: string;
}

export interface ContractSupport {
  /** The contract this server implements (openapi.yaml's info.version). */
  version: string;
  olderMajors: readonly OlderMajor[];
}

/**
 * No older major is kept today: 1 is the first. A release that breaks the contract (a new major) and keeps
 * the previous major's shapes working lists it here for its window, at least the rolling-deploy window of
 * the client's files (docs/operations.md): a tab left open keeps calling with the old shapes.
 */
export const contractSupport: ContractSupport = { version: contractVersion, olderMajors: [] };

const majorOf = (version: string): number | undefined => {
  const match = /^(\d+)\.\d+\.\d+$/.exec(version);
  return match ? Number(match[1]) : undefined;
};

/**
 * The portal sends the contract version it was generated from (X-Contract-Version). A request without
 * it (a bundle from before the header, the staff CLI, Stripe) or with this major or a newer one (a new
 * page reaching a server not yet updated in a rolling deploy) is answered as usual. An older major is
 * answered with Deprecation and Sunset headers while it is kept, and refused with 426 otherwise, before
 * credentials or body are looked at, so the portal asks her to reload whatever she was doing.
 */
export function registerContractVersion(app: FastifyInstance, support: ContractSupport, now: () => Date): void {
  const current = majorOf(support.version);
  if (current === undefined) throw new Error(`contract version ${support.version} is not major.minor.patch`);
  app.addHook('onRequest', async (req, reply) => {
    const sent = req.headers['x-contract-version'];
    if (typeof sent !== 'string' || !req.url.startsWith('/api/')) return;
    const major = majorOf(sent.trim());
    if (major === undefined || major >= current) return;
    const kept = support.olderMajors.find((older) => older.major === major);
    if (kept && now() < new Date(kept.sunset)) {
      reply.header('Deprecation', `@${Math.floor(new Date(kept.deprecatedSince).getTime() / 1000)}`);
      reply.header('Sunset', new Date(kept.sunset).toUTCString());
      return;
    }
    throw new HttpError(426, apiMessages.portalOutdated, apiErrorCodes.contractRetired);
  });
}
