/**
 * One sanitizer for everything the action log keeps (docs/architecture.md): the app's own slices and events by
 * their table (allowlist/slices.ts), every API call by the shapes generated from the contract's data classes
 * (common/contractShapes.gen.ts: arguments and response). A value keeps
 * its value only where a table names its field as structure (enum, id, boolean, number, date, step);
 * every other value becomes a typed placeholder, so a redacted log still takes the same branches
 * (empty stays empty, an e-mail stays "an e-mail"). Unknown actions, slices and fields are redacted whole.
 *
 * Sanitizing is idempotent, and a slice keeps no more of its state than its events keep of their
 * payloads, so replaying a sanitized log reaches the sanitized state of the live session.
 */
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { api } from '../api';
import { ErrorShape, portalOperationShapes, type OperationShapes } from '../../common/contractShapes.gen';
import { applyShape, obj, oneOf, redactUnknown, type Shape } from '../../common/redaction';
import { sliceAllowlist, eventAllowlist } from './allowlist/slices';

export type { Placeholder } from '../../common/redaction';

const API_PREFIX = `${api.reducerPath}/`;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ActionParts {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
  /** redux-persist names the slice it rehydrates in a top-level `key`. */
  key?: string;
}

/** What an RTK Query action of one endpoint may keep: its arguments (meta.arg.originalArgs) and its response. */
export interface EndpointShapes {
  args: Shape;
  response: Shape;
}

const endpoints = new Map<string, EndpointShapes>();
/** An endpoint's shapes as the generated client names its arguments: the parameters, and the body under its name. */
export function endpointOf(name: unknown): EndpointShapes | undefined {
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(portalOperationShapes, name)) return undefined;
  if (!endpoints.has(name)) {
    const operation: OperationShapes = portalOperationShapes[name];
    const body = operation.body ? { [operation.body.arg]: operation.body.shape } : {};
    endpoints.set(name, { args: obj({ ...operation.params.fields, ...body }), response: operation.response });
  }
  return endpoints.get(name);
}

/**
 * A query's cache key is `endpoint(JSON of its arguments)`: the arguments are sanitized and the key
 * rebuilt the way RTK Query builds it, so a page rendered from a replayed state finds its data.
 */
export function sanitizeQueryCacheKey(key: unknown): unknown {
  if (typeof key !== 'string') return redactUnknown(key);
  const match = /^(\w+)\((.*)\)$/s.exec(key);
  const endpoint = match && endpointOf(match[1]);
  if (!match || !endpoint) return '[text]';
  try {
    const args: unknown = match[2] === 'undefined' ? undefined : JSON.parse(match[2]);
    return defaultSerializeQueryArgs({
      endpointName: match[1],
      queryArgs: applyShape(args, endpoint.args),
      endpointDefinition: undefined as never,
    });
  } catch {
    return '[text]';
  }
}

const sliceNames = new Set(Object.keys(sliceAllowlist));
const persistMeta = obj({ version: 'number', rehydrated: 'boolean' });

function sanitizeSlice(name: string, value: unknown): unknown {
  if (!sliceNames.has(name)) return redactUnknown(value, name);
  const shape = sliceAllowlist[name as keyof typeof sliceAllowlist].state;
  return applyShape(value, obj({ ...shape.fields, _persist: persistMeta }), name);
}

const errorShape = obj({ status: 'enum', originalStatus: 'number', data: ErrorShape, error: '[text]' });
const serializedErrorShape = obj({ name: 'enum', message: '[text]', code: 'enum' });

function queryEntryShape(endpoint: EndpointShapes | undefined): Shape {
  return obj({
    status: oneOf('uninitialized', 'pending', 'fulfilled', 'rejected'),
    endpointName: 'enum',
    requestId: 'id',
    startedTimeStamp: 'number',
    fulfilledTimeStamp: 'number',
    originalArgs: endpoint?.args ?? obj({}),
    data: endpoint?.response ?? obj({}),
    error: errorShape,
  });
}

function sanitizeCacheEntry(entry: unknown): unknown {
  const endpointName = (entry as { endpointName?: unknown } | null)?.endpointName;
  return applyShape(entry, queryEntryShape(endpointOf(endpointName)));
}

/**
 * The RTK Query cache: queries re-keyed by their sanitized cache key, mutations by request id.
 * Tag bookkeeping and subscriptions are left out: a replay rebuilds what it needs from the actions.
 */
function sanitizeApiState(value: unknown): unknown {
  const state = (value ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(state.queries ?? {})) queries[String(sanitizeQueryCacheKey(key))] = sanitizeCacheEntry(entry);
  const mutations: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(state.mutations ?? {})) mutations[String(applyShape(key, 'id'))] = sanitizeCacheEntry(entry);
  return {
    queries,
    mutations,
    provided: { tags: {}, keys: {} },
    subscriptions: {},
    config: applyShape(
      state.config,
      obj({
        online: 'boolean',
        focused: 'boolean',
        middlewareRegistered: 'boolean',
        refetchOnFocus: 'boolean',
        refetchOnReconnect: 'boolean',
        refetchOnMountOrArgChange: 'boolean',
        keepUnusedDataFor: 'number',
        reducerPath: 'enum',
        invalidationBehavior: 'enum',
      }),
    ),
  };
}

/** The whole store state, slice by slice; slices no table names are redacted whole. */
export function sanitizeState(state: unknown): unknown {
  if (!state || typeof state !== 'object') return redactUnknown(state);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state as Record<string, unknown>)) {
    out[name] = name === api.reducerPath ? sanitizeApiState(value) : sanitizeSlice(name, value);
  }
  return out;
}

const requestMetaFields = {
  requestId: 'id' as Shape,
  requestStatus: 'enum' as Shape,
  startedTimeStamp: 'number' as Shape,
  fulfilledTimeStamp: 'number' as Shape,
  aborted: 'boolean' as Shape,
  condition: 'boolean' as Shape,
  rejectedWithValue: 'boolean' as Shape,
};

/** RTK Query's request lifecycle actions, read through the endpoint's own table. */
function sanitizeRequestAction(action: ActionParts): Omit<ActionParts, 'type'> {
  const meta = action.meta as { arg?: Record<string, unknown> } & Record<string, unknown>;
  const arg = meta.arg ?? {};
  const endpoint = endpointOf(arg.endpointName);
  const { baseQueryMeta: _requestAndResponse, arg: _arg, ...rest } = meta;
  const safeArg = applyShape(
    arg,
    obj({
      type: oneOf('query', 'mutation', 'infinitequery'),
      subscribe: 'boolean',
      forceRefetch: 'enum',
      subscriptionOptions: obj({
        pollingInterval: 'number',
        skipPollingIfUnfocused: 'boolean',
        refetchOnReconnect: 'boolean',
        refetchOnFocus: 'boolean',
      }),
      endpointName: endpoint ? 'enum' : '[text]',
      originalArgs: endpoint?.args ?? obj({}),
      track: 'boolean',
      fixedCacheKey: 'id',
    }),
  ) as Record<string, unknown>;
  if ('queryCacheKey' in arg) safeArg.queryCacheKey = sanitizeQueryCacheKey(arg.queryCacheKey);
  const out: Omit<ActionParts, 'type'> = { meta: { ...(applyShape(rest, obj(requestMetaFields)) as object), arg: safeArg } };
  if ('payload' in action && action.payload !== undefined) {
    out.payload = action.type.endsWith('/fulfilled')
      ? applyShape(action.payload, endpoint?.response ?? obj({}))
      : applyShape(action.payload, errorShape);
  }
  if (action.error !== undefined) out.error = applyShape(action.error, serializedErrorShape);
  return out;
}

/** RTK Query's own bookkeeping (subscriptions, tags, cache removal): only ids, names and cache keys survive. */
function sanitizeApiInternals(value: unknown, key = ''): unknown {
  if (key === 'queryCacheKey') return sanitizeQueryCacheKey(value);
  if (key === 'endpointName' || key === 'type' || key === 'op') return applyShape(value, 'enum');
  if (key === 'requestId') return applyShape(value, 'id');
  // A cache tag's id could be anything a future endpoint chooses (a phone number): only uuids and LIST-style words stay.
  if (key === 'id')
    return typeof value === 'string' && (uuidPattern.test(value) || /^[A-Z_]+$/.test(value)) ? value : redactUnknown(value, key);
  if (Array.isArray(value)) return value.map((item) => sanitizeApiInternals(item, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = sanitizeApiInternals(v, k);
    return out;
  }
  return redactUnknown(value, key);
}

/** What the log keeps of one action: its payload, meta and error through the slice table or the contract's shapes. */
export function sanitizeAction(action: ActionParts): Omit<ActionParts, 'type' | 'key'> {
  const { type } = action;
  const out: Omit<ActionParts, 'type' | 'key'> = {};
  if (type === 'persist/REHYDRATE') {
    if (action.payload !== undefined) out.payload = action.key ? sanitizeSlice(action.key, action.payload) : redactUnknown(action.payload);
    return out;
  }
  if (type.startsWith(API_PREFIX)) {
    const arg = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg;
    if (arg && typeof arg === 'object' && 'endpointName' in arg) return sanitizeRequestAction(action);
    if (action.payload !== undefined) out.payload = sanitizeApiInternals(action.payload);
    if (action.meta !== undefined) out.meta = sanitizeApiInternals(action.meta);
    return out;
  }
  const shape = eventAllowlist.get(type);
  if (action.payload !== undefined) out.payload = shape ? applyShape(action.payload, shape) : redactUnknown(action.payload);
  if (action.meta !== undefined) out.meta = redactUnknown(action.meta);
  if (action.error !== undefined) out.error = applyShape(action.error, serializedErrorShape);
  return out;
}
