import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { ServerContext } from '../context';

export interface AccessEntry {
  patientUuid: string;
  actorKind: 'patient' | 'staff';
  /** Her ('Tú') or the staff member the CLI names (STAFF_NAME or the operating-system user). */
  actor: string;
  /** 'Portal' or the staff command, e.g. 'npm run staff -- list-appointments'. */
  tool: string;
  action: 'read' | 'export';
  /** What was read or exported, in Spanish: shown to her as is. */
  what: string;
}

/** Appends rows to the access log (the table refuses every UPDATE and DELETE: migration 014). */
export async function logAccess(ctx: Pick<ServerContext, 'clock'>, db: Queryable, entries: AccessEntry[]): Promise<void> {
  if (!entries.length) return;
  const at = ctx.clock.now();
  const values: unknown[] = [];
  const rows = entries.map((e) => {
    const base = values.length;
    values.push(e.patientUuid, at, e.actorKind, e.actor, e.tool, e.action, e.what);
    return `(${Array.from({ length: 7 }, (_, i) => `$${base + i + 1}`).join(', ')})`;
  });
  await db.query(`INSERT INTO access_log (patient_uuid, at, actor_kind, actor, tool, action, what) VALUES ${rows.join(', ')}`, values);
}

/**
 * Who on the staff side made a staff-API call: the CLI sends `x-staff-actor` and `x-staff-tool`. Only the
 * loopback caller holding the staff secret reaches a staff handler, so these are as trustworthy as the machine
 * account running the CLI; they are cut to printable text so a row can never carry markup or control codes.
 */
export function staffActor(req: FastifyRequest, fallbackTool: string): Pick<AccessEntry, 'actorKind' | 'actor' | 'tool'> {
  const clean = (value: unknown, max: number) =>
    String(value ?? '')
      .replace(/[^\p{L}\p{N} ._@:/-]/gu, '')
      .trim()
      .slice(0, max);
  return {
    actorKind: 'staff',
    actor: clean(req.headers['x-staff-actor'], 60) || 'Personal de la clínica',
    tool: clean(req.headers['x-staff-tool'], 80) || fallbackTool,
  };
}

/** Staff reads of several patients at once (a list) write one row per patient shown. */
export async function logStaffRead(
  ctx: ServerContext,
  req: FastifyRequest,
  patientUuids: Array<string | null | undefined>,
  what: string,
  fallbackTool: string,
): Promise<void> {
  const who = staffActor(req, fallbackTool);
  const unique = [...new Set(patientUuids.filter((p): p is string => Boolean(p)))];
  await logAccess(
    ctx,
    ctx.db,
    unique.map((patientUuid) => ({ patientUuid, ...who, action: 'read' as const, what })),
  );
}
