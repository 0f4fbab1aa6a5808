import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../common/api.gen';

/**
 * Handler types taken from common/api.gen.ts (generated from openapi.yaml): a handler's params, query,
 * headers and body are what the contract declares for its operation (the glue validates them before the
 * handler runs), and what it returns must be one of the operation's documented 2xx bodies.
 */
export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];
/** An absent part (`?: never` in the generated types) becomes `unknown`, so reading it is a type error. */
type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;
type Parameters<K extends OperationId, Where extends 'path' | 'query' | 'header'> = Present<Operation<K>['parameters'][Where]>;
type Content<R> = R extends { content: infer C } ? C[keyof C] : undefined;

export type Req<K extends OperationId> = FastifyRequest<{
  Params: Parameters<K, 'path'>;
  Querystring: Parameters<K, 'query'>;
  Headers: Parameters<K, 'header'>;
  Body: Present<Content<NonNullable<Operation<K>['requestBody']>>>;
}>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<K extends OperationId> = Operation<K>['responses'];

/** The body of one documented response of an operation (undefined when it has none). */
export type ResponseBody<K extends OperationId, S extends keyof Responses<K>> = Content<Responses<K>[S]>;

/** Any documented 2xx body of the operation. */
export type SuccessBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends SuccessStatus ? ResponseBody<K, S> : never;
}[keyof Responses<K>];

/**
 * A handler returns a documented success body, or nothing when it answered through `reply` itself
 * (a 204, a redirect); errors are thrown as HttpError.
 */
export type OperationHandler<K extends OperationId> = (req: Req<K>, reply: FastifyReply) => Promise<SuccessBody<K> | void>;

/** Handlers by operationId: each method's request and result types come from its operation. */
export type Handlers = { [K in OperationId]?: OperationHandler<K> };

/**
 * Some operation's handler, as the glue stores it by operationId. It accepts no request the compiler
 * could check (`never`): only the glue calls it, with a request already validated for its operation.
 */
export type AnyHandler = (req: never, reply: FastifyReply) => Promise<unknown>;

/** A named schema of openapi.yaml (`components.schemas`), e.g. `Schema<'Appointment'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
