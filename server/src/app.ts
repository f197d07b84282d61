import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './app-types.js';
import { composeModules, type BuildAppOptions } from './compose.js';
import { MAX_UPLOAD_BYTES } from './modules/upload/index.js';
import { acceptEmptyJson } from './lib/empty-json.js';
import { lazyCompilersFactory } from './lib/lazy-schemas.js';
import { trustProxyFunction } from './lib/client-address.js';
import { requestLoggerOptions } from './lib/request-logger.js';
import { serializeErr } from './lib/log-errors.js';
import { prettyStream, requestLine } from './lib/log-format.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerStatic } from './plugins/static-h5.js';
import { registerCompression } from './plugins/compress.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerFiniteNumbers } from './plugins/finite-numbers.js';
import { registerControlChars } from './plugins/control-chars.js';

/** Largest request body the API reads (uploads have their own limit in the upload module). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type { BuildAppOptions } from './compose.js';

/** Paths pino must never print, whatever a log call passes in. */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'password',
  'dxyzm',
  'idCard',
  'token',
  '*.password',
  '*.dxyzm',
  '*.idCard',
  '*.token',
  '*.*.password',
  '*.*.dxyzm',
  '*.*.idCard',
];

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config } = opts;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[REDACTED]' },
      serializers: { err: serializeErr },
      mixin: requestLoggerOptions.mixin,
      ...(opts.logStream
        ? { stream: opts.logStream }
        : config.logFormat === 'pretty'
          ? { stream: prettyStream() }
          : {}),
    },
    // one line per request, written by the onResponse hook below (Fastify's own are two)
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLoggerOptions.childLoggerFactory,
    genReqId: () => randomUUID(),
    // a client-chosen request id could forge log lines; always generate our own
    requestIdHeader: false,
    trustProxy: trustProxyFunction(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    // each route's validators and serializers compile on its first request, not at every start
    schemaController: { compilersFactory: lazyCompilersFactory() },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Hooks on every request are callback-style, not async: an async hook costs a promise and a
  // microtask turn per request, and with six of them /api/health spent a measurable share there
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    // the line is built only when it is written (LOG_LEVEL=warn in production benches)
    if ((req.log as typeof req.log & { isLevelEnabled?(l: string): boolean }).isLevelEnabled?.('info') !== false)
      req.log.info(requestLine(req, reply.statusCode, reply.elapsedTime));
    done();
  });

  registerErrorHandler(app);
  registerCompression(app);
  registerSecurityHeaders(app, { h5Dist: config.h5Dist });
  registerFiniteNumbers(app);
  registerControlChars(app);
  acceptEmptyJson(app);

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '号市 HaoShi API',
        version: '0.1.0',
        description: '所有接口返回 { code, msg, data }，HTTP 状态码与 code 一致。',
      },
      components: {
        securitySchemes: {
          Token: { type: 'apiKey', in: 'header', name: 'Token' },
          Bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { services, modules } = await composeModules(app, opts);
  const { limiter, kv } = services;

  await registerStatic(app, { h5Dist: config.h5Dist, uploadsDir: services.uploadsDir });

  // what the modules keep running while the app is up (the catalogue's listing sync and view flush)
  const running = modules.flatMap((m) => m.start?.(services) ?? []);

  app.addHook('onClose', async () => {
    // last started first, and all before the stores they may still write to
    for (const r of running.reverse()) await r.stop();
    if (!opts.limiter) await limiter.close();
    if (!opts.kv) await kv.close();
  });

  // exposed for tests, operations scripts and server.ts, which starts the manifests' jobs
  app.decorate('services', services);
  app.decorate('modules', modules);
  return app;
}
