import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { loadSpec, operationIds } from './openapi';
import { apiNotFound, HttpError, messages } from './http/errors';
import { clientApiKeyHandler, DEFAULT_CLIENT_API_KEY, rejectAllBearer, type SecurityHandlers } from './http/security';
import { registerStatic } from './http/static';
import { mediaType, registerContentTypeGate } from './http/contentTypes';
import { registerBadTextCheck } from './http/badText';
import { contractSupport, registerContractVersion, type ContractSupport } from './http/contractVersion';
import { strictDateFormats } from './http/dateFormats';
import { registerSecurityHeaders } from './http/securityHeaders';
import { trustProxyFrom } from './http/trustProxy';
import type { ServerContext } from './context';
import type { AnyHandler, Handlers, OperationId } from './http/types';
import { authHandlers } from './modules/auth/handlers';
import { checkCode } from './modules/auth/codes';
import { patientAccounts } from './modules/patients/accounts';
import { consentLedger } from './modules/consent/repository';
import { bearerAuth } from './modules/auth/sessions';
import { patientHandlers } from './modules/patients/handlers';
import { messageHandlers } from './modules/messages/handlers';
import { listPlans } from './modules/payments/plans';
import { admitUpload, documentHandlers } from './modules/documents/handlers';
import { appointmentHandlers } from './modules/appointments/handlers';
import { registerEarlierSlotJobs } from './modules/appointments/earlierSlot';
import { earlierSlotPart } from './modules/appointments/exportPart';
import { paymentHandlers } from './modules/payments/handlers';
import { paymentHistoryHandlers } from './modules/payments/history';
import { prescriptionHandlers } from './modules/prescriptions/handlers';
import { registerWebhook } from './modules/payments/webhook';
import { registerCheckoutPage } from './modules/payments/checkoutPage';
import { staffHandlers } from './modules/staff/handlers';
import { staffAppointmentHandlers } from './modules/appointments/staff';
import { staffPrescriptionHandlers } from './modules/prescriptions/staff';
import { staffMessageHandlers } from './modules/messages/staff';
import { reminderEvents } from './modules/reminders/notify';
import { seedDemo } from './startup/demo';
import { staffAuth, staffSecret } from './modules/staff/secret';
import { registerUploads } from './modules/documents/upload';
import { registerDocumentDownload } from './modules/documents/download';
import { registerBackupDownload } from './modules/staff/backup';
import { registerReminders, reminderHandlers } from './modules/reminders/register';
import { trackingHandlers } from './modules/tracking/handlers';
import { privacyHandlers } from './modules/privacy/handlers';
import * as privacyParts from './modules/privacy/export/parts';
import { consentRecordsPart } from './modules/consent/exportPart';
import { paymentsPart } from './modules/payments/exportPart';
import { trackingPart } from './modules/tracking/exportPart';
import { invoicesPart } from './modules/invoices/exportPart';
import type { ExportPart } from './export/part';
import { invoiceHandlers } from './modules/invoices/handlers';
import { staffInvoiceHandlers } from './modules/invoices/staff';
import { registerInvoiceDownload } from './modules/invoices/download';
import { registerPrescriptionDownload } from './modules/prescriptions/download';
import { consentHandlers } from './modules/consent/handlers';
import { telehealthConsentHandlers, telehealthConsentPart } from './modules/consent/telehealth';
import { registerMethodNotAllowed } from './http/methodNotAllowed';
import { registerRefusedInputLog } from './http/logging';
import { registerRequestIdHeader, REQUEST_ID_HEADER, requestIdOptions } from './http/requestId';
import { createMetrics } from './metrics/registry';
import { registerHttpMetrics, UNMATCHED_ROUTE } from './metrics/httpMetrics';
import { registerMetricsEndpoint } from './metrics/endpoint';

// Bodies, params and queries are validated against openapi.yaml before a handler runs; each handler's
// types come from common/api.gen.ts through http/types.ts.
export type { Handlers } from './http/types';
export type Handler = AnyHandler;

export interface AppOptions {
  /** Database, mail, clock and limits; without it only the shell runs (every operation 501). */
  context?: ServerContext;
  /** Extra or replacement handlers by operationId; any operation without one answers 501. */
  handlers?: Handlers;
  security?: Partial<SecurityHandlers>;
  /** Folder of the built client to serve with SPA fallback; null serves the API only. */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  clientApiKey?: string;
  /** The portal's public address (PUBLIC_URL): https turns on Strict-Transport-Security. */
  publicUrl?: string;
  /** Which proxies' X-Forwarded-For sets req.ip (TRUST_PROXY, server/http/trustProxy.ts); default none. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Which contract majors are answered (server/http/contractVersion.ts); tests give other windows. */
  contractSupport?: ContractSupport;
}

/**
 * Largest JSON body: openapi.yaml lets a signature be 2,000,000 characters; nothing else comes close.
 * Files are limited separately (10 MB, streamed to disk).
 */
const JSON_BODY_LIMIT = 2.5 * 1024 * 1024;

const notImplemented: Handler = async () => {
  throw new HttpError(501, messages.notImplemented);
};

// ESM-only package: loaded once, lazily, so the CommonJS server can use it.
const loadGlue = () => import('fastify-openapi-glue').then((m) => m.default);

/** Builds the whole HTTP app without listening, so tests can inject requests. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    ...requestIdOptions,
    // A path the router cannot decode (`%zz`) is otherwise answered raw: no hooks, no log line, no request id,
    // and no onResponse hook to time it, so it is counted here (as a request no route matched).
    frameworkErrors: (error, req, reply) => {
      reply.header(REQUEST_ID_HEADER, req.id);
      const answered = errorHandler(error, req, reply);
      metrics.http.observe({ method: req.method, route: UNMATCHED_ROUTE, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      return answered;
    },
    // Behind a balancer req.ip must be the patient's address (rate limits, consent evidence), not the balancer's.
    trustProxy: options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    // The contract bounds each path parameter itself and answers in Spanish; the router's own limit answers
    // first, with an English 414 the contract does not document. Node refuses a request line over its
    // 16 KB header limit before routing, so at that size the router's limit is never the one reached.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Wrong types must be rejected, not coerced; extra fields rejected, not silently dropped. `x-data` is the
    // kind of data a property holds (what logs keep of it), not a rule of its value.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, keywords: ['example', 'x-data'] },
      onCreate: strictDateFormats,
    },
  });

  const spec = loadSpec();
  const handlers: Handlers = { ...(options.context ? moduleHandlers(options.context) : {}), ...options.handlers };
  const serviceHandlers: Record<string, Handler> = {};
  for (const id of operationIds(spec) as OperationId[]) serviceHandlers[id] = handlers[id] ?? notImplemented;

  app.decorateRequest('caller', null);
  const security: SecurityHandlers = {
    bearerAuth: options.context ? bearerAuth(options.context) : rejectAllBearer,
    clientApiKey: clientApiKeyHandler(options.context?.config.clientApiKey ?? options.clientApiKey ?? DEFAULT_CLIENT_API_KEY),
    staffSecret: options.context ? staffAuth(staffSecret(options.context.config.dataDir)) : rejectAllBearer,
    ...options.security,
  };

  app.setErrorHandler(errorHandler);
  registerRequestIdHeader(app);
  // The shell (no context) still times its requests, on metrics of its own.
  const metrics = options.context?.metrics ?? createMetrics();
  if (options.context) {
    const { jobs, db } = options.context;
    metrics.watch({ queueDepth: () => jobs.depth(), ...(db.poolUse ? { poolUse: () => db.poolUse!() } : {}) });
  }
  registerHttpMetrics(app, metrics.http);
  registerRefusedInputLog(app);
  registerContractVersion(app, options.contractSupport ?? contractSupport, () => options.context?.clock.now() ?? new Date());
  await registerSecurityHeaders(app, options.publicUrl ?? process.env.PUBLIC_URL);
  registerContentTypeGate(app);
  registerBadTextCheck(app);

  // The glue checks credentials in preHandler, i.e. after the body is parsed and validated: an anonymous
  // upload would stream 10 MB to disk first, and a bad body would answer 400 before 401. Checking them
  // in onRequest rejects unauthenticated calls before any body is read.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.preHandler) return;
    route.onRequest = [...asArray(route.onRequest), ...asArray(route.preHandler)];
    route.preHandler = undefined;
  });

  if (options.context) await registerUploads(app, options.context.db, admitUpload(options.context));
  const glue = await loadGlue();
  await app.register(glue, {
    specification: spec as never,
    serviceHandlers,
    securityHandlers: security as never,
    prefix: 'api',
  });

  registerMethodNotAllowed(app, loadSpec(), '/api');
  registerMetricsEndpoint(app, metrics, () => options.context?.config.metricsToken);
  if (options.context) {
    await registerWebhook(app, options.context, reminderEvents);
    await registerCheckoutPage(app, options.context);
    await registerDocumentDownload(app, options.context, security.staffSecret);
    await registerBackupDownload(app, options.context, security.staffSecret);
    await registerReminders(app, options.context);
    await registerEarlierSlotJobs(options.context, reminderEvents);
    await registerInvoiceDownload(app, options.context, security.bearerAuth);
    await registerPrescriptionDownload(app, options.context, security.bearerAuth);
  }
  if (options.staticDir) await registerStatic(app, options.staticDir);
  else app.setNotFoundHandler(apiNotFound);
  return app;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Every part of Mis datos, in the order of the HTML page: each module exports the parts of the data it keeps. */
const exportParts: ExportPart<unknown>[] = [
  privacyParts.accountPart,
  privacyParts.historyPart,
  privacyParts.answerVersionsPart,
  privacyParts.consentPart,
  consentRecordsPart,
  telehealthConsentPart,
  privacyParts.appointmentsPart,
  privacyParts.prescriptionsPart,
  privacyParts.documentsPart,
  paymentsPart,
  trackingPart,
  invoicesPart,
  privacyParts.remindersPart,
  earlierSlotPart,
];

/**
 * Every module's handlers. Modules never import each other: what one needs of another is handed to it here
 * (server/ports.ts and server/events.ts say what: patient accounts, consent, codes, clinic events, the demo seed).
 */
function moduleHandlers(ctx: ServerContext): Handlers {
  const events = reminderEvents;
  const consent = consentLedger;
  return {
    ...authHandlers(ctx, patientAccounts(consent)),
    ...patientHandlers(ctx, consent, checkCode),
    ...messageHandlers(ctx),
    ...staffMessageHandlers(ctx),
    ...documentHandlers(ctx),
    ...appointmentHandlers(ctx, events),
    ...staffAppointmentHandlers(ctx, events),
    ...paymentHandlers(ctx),
    ...paymentHistoryHandlers(ctx, events),
    ...prescriptionHandlers(ctx),
    ...staffPrescriptionHandlers(ctx, events),
    ...staffHandlers(ctx, seedDemo),
    ...reminderHandlers(ctx),
    ...trackingHandlers(ctx),
    ...privacyHandlers(ctx, exportParts),
    ...invoiceHandlers(ctx),
    ...staffInvoiceHandlers(ctx),
    ...consentHandlers(ctx),
    ...telehealthConsentHandlers(ctx),
    listPlans,
  };
}

function errorHandler(
  error: Error & { statusCode?: number; validation?: unknown; errors?: unknown[] },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send({ message: error.message, ...(error.detail ? { error: error.detail } : {}), ...(error.code ? { code: error.code } : {}) });
  }
  if (error.validation) {
    return reply.code(400).send({ message: messages.badRequest, error: error.message });
  }
  // The glue wraps security failures; the first HttpError inside says what went wrong.
  const inner = error.errors?.find((e): e is HttpError => e instanceof HttpError);
  if (inner) {
    reply.headers(inner.headers);
    return reply.code(inner.statusCode).send({ message: inner.message });
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return reply.code(401).send({ message: messages.unauthorized });
  // Uploads answer SPEC's file message themselves; here a multipart body can only be an upload's.
  if (status === 413) return reply.code(413).send({ message: isMultipart(req) ? messages.payloadTooLarge : messages.requestTooLarge });
  if (status === 415) return reply.code(415).send({ message: messages.notJson });
  if (status === 429) return reply.code(429).send({ message: messages.tooManyRequests });
  if (status >= 400 && status < 500) return reply.code(status).send({ message: messages.badRequest });
  req.log.error({ err: { type: error.name, message: error.message } }, 'unhandled error');
  return reply.code(500).send({ message: messages.server });
}

const isMultipart = (req: FastifyRequest) => mediaType(req.headers['content-type']).type === 'multipart/form-data';
