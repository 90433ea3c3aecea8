import type { Writable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { type RuntimeConfig, trustProxyOption } from './config.ts';
import { loggerOptions, OneLinePerRequest } from './logger.ts';
import apiKeyAuth from './plugins/api-key-auth.ts';
import callerAuth from './plugins/caller-auth.ts';
import clientAddress from './plugins/client-address.ts';
import csrfGuard from './plugins/csrf-guard.ts';
import databaseProbe from './plugins/database-probe.ts';
import dbPlugin from './plugins/db.ts';
import errorHandler from './plugins/error-handler.ts';
import eventStreams from './plugins/event-streams.ts';
import gracefulShutdown from './plugins/graceful-shutdown.ts';
import institutionDocuments from './plugins/institution-documents.ts';
import institutionUsage from './plugins/institution-usage.ts';
import jsonDepth from './plugins/json-depth.ts';
import keyUsageCounter from './plugins/key-usage-counter.ts';
import liveSettings from './plugins/live-settings.ts';
import livemode from './plugins/livemode.ts';
import noStore from './plugins/no-store.ts';
import notFound from './plugins/not-found.ts';
import oauthServer from './plugins/oauth-server.ts';
import openapi from './plugins/openapi.ts';
import protocolErrors, { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './plugins/protocol-errors.ts';
import providers from './plugins/providers.ts';
import rateLimit from './plugins/rate-limit.ts';
import readiness from './plugins/readiness.ts';
import reportsPlugin from './plugins/reports.ts';
import requestId, { requestIdFrom } from './plugins/request-id.ts';
import requestLog from './plugins/request-log.ts';
import responseCompression from './plugins/response-compression.ts';
import securityHeaders from './plugins/security-headers.ts';
import sessionAuth from './plugins/session-auth.ts';
import staticSite from './plugins/static-site.ts';
import systemHealth from './plugins/system-health.ts';
import systemLogs from './plugins/system-logs.ts';
import uptimeHeartbeat from './plugins/uptime-heartbeat.ts';
import webhooks from './plugins/webhooks.ts';
import store from './repositories/index.ts';
import { registerRoutes } from './routes/index.ts';
import { sharedSchemaRules } from './schemas/ajv-rules.ts';
import { createSystemLogSink } from './services/system-logs/log-sink.ts';

export interface BuildOptions {
  /** Where log lines go (tests read them to prove nothing secret is written). */
  logStream?: Writable;
}

export type AppInstance = FastifyInstance;

/**
 * Builds the whole application (plugins, then routes) without listening, so tests drive it
 * through `inject` and `server.ts` decides how it is served.
 */
export async function buildApp(config: RuntimeConfig, options: BuildOptions = {}) {
  // Warn+ lines also go to `system_logs`, once the pool exists (plugins/system-logs.ts).
  const systemLogSink = createSystemLogSink();
  const app = Fastify({
    logger: loggerOptions(config, options.logStream, systemLogSink),
    logController: new OneLinePerRequest(),
    genReqId: requestIdFrom,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { allErrors: true }, plugins: [sharedSchemaRules] },
    // Answers Fastify and Node would otherwise write in their own shapes (bad URLs, headers
    // over Node's limit, malformed HTTP, a missing Host) leave in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
    http: { requireHostHeader: false },
    // Requests arriving while the server drains get the error envelope (graceful-shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  await app.register(requestId);
  await app.register(readiness);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(noStore);
  await app.register(responseCompression);
  await app.register(protocolErrors);
  await app.register(clientAddress);
  await app.register(jsonDepth);
  await app.register(rateLimit, { redisUrl: config.REDIS_URL });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl });
  await app.register(store);
  await app.register(databaseProbe, { databaseUrl: config.databaseUrl });
  await app.register(systemLogs, { sink: systemLogSink });
  await app.register(liveSettings);
  await app.register(sessionAuth);
  await app.register(csrfGuard);
  await app.register(keyUsageCounter, { redisUrl: config.REDIS_URL });
  await app.register(institutionUsage);
  await app.register(apiKeyAuth);
  await app.register(callerAuth);
  await app.register(livemode);
  await app.register(requestLog);
  await app.register(uptimeHeartbeat);
  await app.register(openapi);
  await app.register(providers);
  await app.register(systemHealth);
  await app.register(webhooks);
  await app.register(eventStreams);
  await app.register(institutionDocuments);
  await app.register(reportsPlugin);
  await app.register(oauthServer);
  await registerRoutes(app);
  await app.register(staticSite, { siteDir: config.SITE_DIR });
  await app.register(notFound);
  // Last: its preClose waits for requests in flight after every other plugin's has run.
  await app.register(gracefulShutdown);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: RuntimeConfig;
  }
}
