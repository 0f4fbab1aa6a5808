/**
 * What changed between the released contract and openapi.yaml, per operation, each change classed for a
 * client already deployed: a bundle cached in her browser keeps sending the old requests and reading the
 * old answers until she reloads. It compares the schemas with every local `$ref` resolved and `allOf`
 * merged, as each operation's request and answers see them.
 *
 * Why not a library: openapi-diff (Atlassian) reports a changed body as one 'scope' change without naming
 * the property and brings axios and a remote-$ref parser; api-smart-diff names properties but classes a
 * response property becoming nullable as compatible and has no way to class new response enum values as
 * breaking without rewriting its rules; @pb33f/openapi-changes downloads a binary when installed.
 *
 * The rules (docs/architecture.md, "Changing the API"):
 * - an answer may take back nothing it promised: a removed required property, required → optional,
 *   nullable added, a changed type, a wider limit, or a new enum value (the portal maps each value to a
 *   Spanish word or a branch and has none for the new one) break her client; an added property, a removed
 *   optional one or a removed enum value do not;
 * - a request may only accept more: a new required property or parameter, optional → required, a
 *   narrower limit, a removed enum value or a removed property the server now refuses break it;
 * - a removed operation breaks it, an added one does not; a removed success status or a new one breaks
 *   it (she reads the success body she knows); a new or removed error status does not: the generated
 *   client treats every non-2xx alike and the pages name the statuses they know, a generic message else.
 */

export type Json = Record<string, unknown>;
/**
 * `staff`: a change to an operation tagged `staff`. Only the staff CLI calls those, over loopback, and it ships
 * with the server it calls, so no client in a patient's browser depends on them: listed, never refused.
 */
export type Impact = 'breaking' | 'compatible' | 'staff';

export interface ContractChange {
  operation: string;
  /** Where in the operation: 'request body', 'query parameter upcoming', 'response 200', … */
  where: string;
  /** The property path inside that place ('' for the place itself), e.g. 'address.city' or 'items[].status'. */
  at: string;
  what: string;
  impact: Impact;
}

interface OpenApi {
  info?: { version?: string };
  paths?: Record<string, Json>;
  components?: Record<string, Record<string, Json>>;
}

type Direction = 'request' | 'response';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The node a local `$ref` points to, followed until it is not a reference. */
function deref(doc: OpenApi, node: unknown, seen: string[] = []): Json {
  if (!isObj(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (seen.includes(ref)) return {};
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (isObj(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
  return deref(doc, target, [...seen, ref]);
}

/** A schema as a client sees it: references resolved, allOf merged into one object schema. */
function view(doc: OpenApi, node: unknown): Json {
  const schema = deref(doc, node);
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  const merged: Json = { ...own };
  for (const part of (allOf as unknown[]).map((p) => view(doc, p))) {
    const { properties, required, ...rest } = part;
    Object.assign(merged, rest, own);
    if (isObj(properties)) merged.properties = { ...(merged.properties as Json | undefined), ...properties };
    if (Array.isArray(required)) merged.required = [...((merged.required as string[] | undefined) ?? []), ...required];
  }
  return merged;
}

const typeOf = (s: Json): string | undefined => (typeof s.type === 'string' ? s.type : isObj(s.properties) ? 'object' : undefined);

/** Limits where a larger value accepts more, and those where a smaller one does. */
const upperLimits = ['maxLength', 'maximum', 'maxItems', 'maxProperties'];
const lowerLimits = ['minLength', 'minimum', 'minItems', 'minProperties'];

class Comparison {
  readonly changes: ContractChange[] = [];
  constructor(
    private readonly before: OpenApi,
    private readonly after: OpenApi,
  ) {}

  add(operation: string, where: string, at: string, what: string, impact: Impact) {
    this.changes.push({ operation, where, at, what, impact });
  }

  /**
   * Compares one schema seen from one side: a schema that now accepts more values is compatible in a
   * request (the old client sends a subset) and breaking in an answer (the old client may get a value it
   * never expected); one that accepts fewer, the other way round.
   */
  schema(op: string, where: string, at: string, oldNode: unknown, newNode: unknown, dir: Direction, depth = 0): void {
    if (depth > 12) return; // recursive schemas: twelve levels say all a client reads
    const a = view(this.before, oldNode);
    const b = view(this.after, newNode);
    const widened: Impact = dir === 'request' ? 'compatible' : 'breaking';
    const narrowed: Impact = dir === 'request' ? 'breaking' : 'compatible';
    const note = (what: string, impact: Impact) => this.add(op, where, at, what, impact);

    const ta = typeOf(a);
    const tb = typeOf(b);
    if (ta !== tb) {
      if (ta === 'integer' && tb === 'number') note('type integer → number', widened);
      else if (ta === 'number' && tb === 'integer') note('type number → integer', narrowed);
      else if (ta && tb) note(`type ${ta} → ${tb}`, 'breaking');
      else note(tb ? `type ${tb} now required` : `type ${ta} no longer stated`, tb ? narrowed : widened);
    }
    if (Boolean(a.nullable) !== Boolean(b.nullable))
      note(b.nullable ? 'now nullable' : 'no longer nullable', b.nullable ? widened : narrowed);

    this.enum(op, where, at, a, b, widened, narrowed);
    for (const key of [...upperLimits, ...lowerLimits]) {
      if (a[key] === b[key]) continue;
      const upper = upperLimits.includes(key);
      const wider = a[key] === undefined ? false : b[key] === undefined ? true : upper === Number(b[key]) > Number(a[key]);
      note(`${key} ${String(a[key] ?? 'none')} → ${String(b[key] ?? 'none')}`, wider ? widened : narrowed);
    }
    for (const key of ['pattern', 'format']) {
      if (a[key] === b[key]) continue;
      note(
        `${key} ${JSON.stringify(a[key] ?? null)} → ${JSON.stringify(b[key] ?? null)}`,
        b[key] === undefined ? widened : a[key] === undefined ? narrowed : 'breaking',
      );
    }

    if (isObj(a.properties) || isObj(b.properties)) this.object(op, where, at, a, b, dir, depth);
    if (a.items !== undefined || b.items !== undefined) this.schema(op, where, `${at}[]`, a.items, b.items, dir, depth + 1);
    this.branches(op, where, at, a, b, dir, depth, widened, narrowed);
  }

  private enum(op: string, where: string, at: string, a: Json, b: Json, widened: Impact, narrowed: Impact) {
    const ea = Array.isArray(a.enum) ? a.enum.map((v) => JSON.stringify(v)) : undefined;
    const eb = Array.isArray(b.enum) ? b.enum.map((v) => JSON.stringify(v)) : undefined;
    if (!ea && !eb) return;
    if (!ea || !eb) {
      this.add(op, where, at, eb ? `now limited to ${eb.join(', ')}` : 'no longer limited to a list of values', eb ? narrowed : widened);
      return;
    }
    for (const value of eb.filter((v) => !ea.includes(v))) this.add(op, where, at, `enum value ${value} added`, widened);
    for (const value of ea.filter((v) => !eb.includes(v))) this.add(op, where, at, `enum value ${value} removed`, narrowed);
  }

  private object(op: string, where: string, at: string, a: Json, b: Json, dir: Direction, depth: number) {
    const pa = (isObj(a.properties) ? a.properties : {}) as Json;
    const pb = (isObj(b.properties) ? b.properties : {}) as Json;
    const ra = new Set((a.required as string[] | undefined) ?? []);
    const rb = new Set((b.required as string[] | undefined) ?? []);
    const closed = b.additionalProperties === false;
    const child = (name: string) => (at ? `${at}.${name}` : name);
    for (const name of Object.keys(pa)) {
      if (name in pb) continue;
      if (dir === 'response')
        this.add(
          op,
          where,
          child(name),
          `property removed${ra.has(name) ? ' (it was required)' : ''}`,
          ra.has(name) ? 'breaking' : 'compatible',
        );
      // An old client still sends it: refused where the schema admits no unknown property, ignored otherwise.
      else this.add(op, where, child(name), 'property removed', closed ? 'breaking' : 'compatible');
    }
    for (const name of Object.keys(pb)) {
      if (!(name in pa)) {
        const required = rb.has(name);
        this.add(
          op,
          where,
          child(name),
          `property added${required ? ' (required)' : ' (optional)'}`,
          dir === 'request' && required ? 'breaking' : 'compatible',
        );
        continue;
      }
      if (ra.has(name) !== rb.has(name)) {
        const nowRequired = rb.has(name);
        const impact: Impact = dir === 'request' ? (nowRequired ? 'breaking' : 'compatible') : nowRequired ? 'compatible' : 'breaking';
        this.add(op, where, child(name), nowRequired ? 'optional → required' : 'required → optional', impact);
      }
      this.schema(op, where, child(name), pa[name], pb[name], dir, depth + 1);
    }
    if (dir === 'request' && a.additionalProperties !== false && closed)
      this.add(op, where, at, 'unknown properties now refused', 'breaking');
  }

  private branches(
    op: string,
    where: string,
    at: string,
    a: Json,
    b: Json,
    dir: Direction,
    depth: number,
    widened: Impact,
    narrowed: Impact,
  ) {
    for (const key of ['oneOf', 'anyOf']) {
      const ba = (a[key] as unknown[] | undefined) ?? [];
      const bb = (b[key] as unknown[] | undefined) ?? [];
      for (let i = 0; i < Math.max(ba.length, bb.length); i += 1) {
        const label = `${at}${at ? ' ' : ''}(${key} #${i + 1})`;
        if (i >= ba.length) this.add(op, where, label, 'alternative added', widened);
        else if (i >= bb.length) this.add(op, where, label, 'alternative removed', narrowed);
        else this.schema(op, where, label, ba[i], bb[i], dir, depth + 1);
      }
    }
  }

  operation(id: string, a: Json, b: Json, aParams: Json[], bParams: Json[]) {
    const key = (p: Json) => `${String(p.in)} parameter ${String(p.name)}`;
    const oldParams = new Map(aParams.map((p) => [key(p), p]));
    const newParams = new Map(bParams.map((p) => [key(p), p]));
    for (const [name, p] of oldParams) {
      if (!newParams.has(name)) this.add(id, name, '', 'parameter removed', p.in === 'path' ? 'breaking' : 'compatible');
    }
    for (const [name, p] of newParams) {
      const old = oldParams.get(name);
      if (!old) {
        this.add(id, name, '', `parameter added${p.required ? ' (required)' : ' (optional)'}`, p.required ? 'breaking' : 'compatible');
        continue;
      }
      if (Boolean(old.required) !== Boolean(p.required))
        this.add(id, name, '', p.required ? 'optional → required' : 'required → optional', p.required ? 'breaking' : 'compatible');
      this.schema(id, name, '', old.schema, p.schema, 'request');
    }

    const bodyA = a.requestBody === undefined ? undefined : deref(this.before, a.requestBody);
    const bodyB = b.requestBody === undefined ? undefined : deref(this.after, b.requestBody);
    if (bodyA || bodyB) {
      if (!bodyA)
        this.add(
          id,
          'request body',
          '',
          `request body added${bodyB!.required ? ' (required)' : ''}`,
          bodyB!.required ? 'breaking' : 'compatible',
        );
      else if (!bodyB) this.add(id, 'request body', '', 'request body removed', 'breaking');
      else {
        if (!bodyA.required && bodyB.required) this.add(id, 'request body', '', 'request body now required', 'breaking');
        this.content(id, 'request body', bodyA.content, bodyB.content, 'request');
      }
    }

    const ra = (a.responses ?? {}) as Json;
    const rb = (b.responses ?? {}) as Json;
    const success = (status: string) => status.startsWith('2');
    for (const status of Object.keys(ra)) {
      if (!(status in rb)) this.add(id, `response ${status}`, '', 'status removed', success(status) ? 'breaking' : 'compatible');
    }
    for (const status of Object.keys(rb)) {
      if (!(status in ra)) {
        this.add(id, `response ${status}`, '', 'status added', success(status) ? 'breaking' : 'compatible');
        continue;
      }
      const respA = deref(this.before, ra[status]);
      const respB = deref(this.after, rb[status]);
      this.content(id, `response ${status}`, respA.content, respB.content, 'response');
      const headersA = (respA.headers ?? {}) as Record<string, Json>;
      const headersB = (respB.headers ?? {}) as Record<string, Json>;
      for (const [name, header] of Object.entries(headersA)) {
        const now = headersB[name] ? deref(this.after, headersB[name]) : undefined;
        if (deref(this.before, header).required && !now?.required)
          this.add(id, `response ${status}`, `header ${name}`, 'required header no longer sent', 'breaking');
      }
    }
  }

  private content(id: string, where: string, ca: unknown, cb: unknown, dir: Direction) {
    const a = (isObj(ca) ? ca : {}) as Record<string, Json>;
    const b = (isObj(cb) ? cb : {}) as Record<string, Json>;
    for (const type of Object.keys(a)) {
      if (!(type in b)) this.add(id, where, '', `content type ${type} removed`, 'breaking');
    }
    for (const type of Object.keys(b)) {
      if (!(type in a)) this.add(id, where, '', `content type ${type} added`, dir === 'request' ? 'compatible' : 'breaking');
      else this.schema(id, where, '', a[type].schema, b[type].schema, dir);
    }
  }
}

interface OperationAt {
  method: string;
  path: string;
  op: Json;
  params: Json[];
}

function operationsOf(doc: OpenApi): Map<string, OperationAt> {
  const found = new Map<string, OperationAt>();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    for (const method of METHODS) {
      if (!isObj(item[method])) continue;
      const op = item[method] as Json;
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((p) => deref(doc, p));
      // Operation-level parameters override the path item's of the same name and place.
      const unique = [...new Map(params.map((p) => [`${String(p.in)} ${String(p.name)}`, p])).values()];
      found.set(String(op.operationId ?? `${method.toUpperCase()} ${path}`), { method, path, op, params: unique });
    }
  }
  return found;
}

/** Every change between two contracts, grouped by operation in the order of the new contract. */
export function diffContracts(before: OpenApi, after: OpenApi): ContractChange[] {
  const cmp = new Comparison(before, after);
  const oldOps = operationsOf(before);
  const newOps = operationsOf(after);
  for (const [id, old] of oldOps) {
    if (!newOps.has(id)) cmp.add(id, `${old.method.toUpperCase()} ${old.path}`, '', 'operation removed', 'breaking');
  }
  for (const [id, now] of newOps) {
    const old = oldOps.get(id);
    if (!old) {
      cmp.add(id, `${now.method.toUpperCase()} ${now.path}`, '', 'operation added', 'compatible');
      continue;
    }
    if (old.method !== now.method || old.path !== now.path)
      cmp.add(id, `${now.method.toUpperCase()} ${now.path}`, '', `moved from ${old.method.toUpperCase()} ${old.path}`, 'breaking');
    cmp.operation(id, old.op, now.op, old.params, now.params);
  }
  const isStaff = (id: string) => [newOps.get(id), oldOps.get(id)].some((at) => (at?.op.tags as unknown[] | undefined)?.includes('staff'));
  return cmp.changes.map((c) => (isStaff(c.operation) ? { ...c, impact: 'staff' } : c));
}

export const majorOf = (version: string | undefined): number => Number(/^(\d+)\./.exec(version ?? '')?.[1] ?? NaN);

/** One line per change, operation first: what `npm run codegen` prints and codegen:check names. */
export function formatChange(c: ContractChange): string {
  return `${c.impact === 'breaking' ? 'BREAKING  ' : c.impact === 'staff' ? 'staff     ' : 'compatible'} ${c.operation} · ${c.where}${c.at ? ` · ${c.at}` : ''}: ${c.what}`;
}

export interface ReleaseVerdict {
  changes: ContractChange[];
  breaking: ContractChange[];
  /** Why the contract may not ship as it is (empty when it may). */
  problems: string[];
}

/**
 * Whether openapi.yaml may replace the released contract: every breaking change needs a new major
 * `info.version` and a section of the API's changelog under that version that names each operation it
 * breaks.
 */
export function judgeContract(released: OpenApi, current: OpenApi, changelog: string): ReleaseVerdict {
  const changes = diffContracts(released, current);
  const breaking = changes.filter((c) => c.impact === 'breaking');
  const problems: string[] = [];
  const version = current.info?.version ?? '';
  if (breaking.length) {
    if (!(majorOf(version) > majorOf(released.info?.version))) {
      problems.push(
        `${breaking.length} breaking change(s) for clients already deployed, but info.version ${version} keeps the released major (${released.info?.version ?? '?'}): give it a new major version`,
      );
    }
    const section = changelogSection(changelog, version);
    if (section === undefined) problems.push(`contract/CHANGELOG.md has no "## ${version}" section describing the breaking changes`);
    else {
      const unnamed = [...new Set(breaking.map((c) => c.operation))].filter((id) => !section.includes(id));
      if (unnamed.length) problems.push(`contract/CHANGELOG.md's "## ${version}" section does not name ${unnamed.join(', ')}`);
    }
  }
  return { changes, breaking, problems };
}

/** The text under `## <version>` up to the next `## ` heading. */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^##\\s+${version.replace(/\./g, '\\.')}(\\s|$)`).test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}
