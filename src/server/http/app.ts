import { randomUUID } from 'node:crypto';
import Fastify, { type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from '../features/limits/rate-limit-store';
import swagger from '@fastify/swagger';
import { webhookEventComponents } from './webhook-event-docs';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { AppError } from '@common/errors';
import { errorHandler } from './error-handler';
import { clientErrorHandler } from './client-errors';
import { installApiDocs } from './api-docs';
import { installAdminGuard } from './admin-guard';
import { installHostCheck } from './host-check';
import { installApiKeyGuard } from './api-key-guard';
import { authenticateApiKey } from '../features/api-keys/authenticate-api-key';
import { installOriginCheck } from './origin-check';
import { closeConnectionsPromptly } from './close-promptly';
import { installVisitorCookie } from './visitor';
import { installJsonParser } from './raw-body';
import { installClientAssets } from './client-assets';
import { contentSecurityPolicy } from './csp';
import { registerFeatureRoutes } from './routes';
import { fastifyTrustProxy } from '../config/trust-proxy';
import { authorizeMember } from '../features/members/authorize-member';
import { recordAudit } from '../features/audit/record-audit';
import { installAuditTrail } from './audit-trail';
import { installSlowRequestLog } from './slow-requests';
import type { App } from './types';

export interface BuildAppOptions {
  /** Serve the client (built files or Vite). Integration tests of the API leave it off. */
  serveClient?: boolean;
  /** Sees every route as it is registered (the route census test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<App> {
  const { env } = ctx;
  const app = Fastify({
    loggerInstance: ctx.logger,
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false },
    // Malformed URLs (bad percent-encoding) and oversized requests get the one error shape too.
    frameworkErrors: (err, req, reply) =>
      errorHandler(
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError('BAD_REQUEST', 'A path parameter is too long (100 characters at most)')
          : err,
        req,
        reply,
      ),
    clientErrorHandler,
    // A client must finish its headers within 8 s, checked every second, so a slow-header client
    // is cut off within 10 s (Node's defaults, 60 s checked every 30 s, let one hold ~85 s).
    http: { headersTimeout: 8_000, connectionsCheckingInterval: 1_000 },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  closeConnectionsPromptly(app);
  installSlowRequestLog(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const production = env.NODE_ENV === 'production';
  const httpsSite = (env.PUBLIC_URL ?? '').startsWith('https:');
  await app.register(helmet, {
    // HSTS on a site reached over http would only tell browsers to try https where none is served.
    strictTransportSecurity: httpsSite ? undefined : false,
    contentSecurityPolicy: env.CLIENT_DEV_SERVER ? false : contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    // PayPal's approval popup navigates to paypal.com; "same-origin" would cut the link we poll for closure.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Responses over 1 KiB leave brotli- or gzip-compressed (lead pages, analytics). Built assets are
  // already compressed on disk and pass through untouched. text/event-stream is not compressible to
  // the plugin and the job-events route writes to the raw socket, so progress events are never held
  // in a compression buffer. Request bodies are not decompressed: webhook signatures are checked over
  // the exact bytes received.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(cookie, { secret: ctx.secret });
  // On PostgreSQL several processes may serve one site: count in the database so they share the
  // limits. The embedded database serves one process, whose memory is the faster place to count.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(ctx.database.driver === 'postgres' ? { store: databaseRateLimitStore(ctx) } : {}),
  });
  await app.register(swagger, {
    // Webhook events out are published beside the routes: one schema and an example per type.
    // /api/v1 is for outside systems: an API key made at /admin/api-keys, sent as a bearer token.
    openapi: {
      info: { title: 'Callcraft API', version: '1' },
      components: {
        schemas: webhookEventComponents() as never,
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (cc_…)' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await installApiDocs(app, {
    production,
    publishPublic: env.API_DOCS_PUBLIC,
    authorize: (request) => authorizeMember(ctx, request),
  });

  installJsonParser(app);
  // The visitor cookie also finds a visitor's own deposit and booking: Secure whenever the site is
  // served over https, not only in production.
  installVisitorCookie(app, production || httpsSite);
  installHostCheck(app, env.ALLOWED_HOSTS, ctx.publicUrl);
  installOriginCheck(app, ctx.publicUrl);
  installAdminGuard(app, (request) => authorizeMember(ctx, request));
  installAuditTrail(app, (entry) => recordAudit(ctx, entry));
  installApiKeyGuard(app, (request, scope) => authenticateApiKey(ctx, request.headers.authorization, scope));

  await app.register(async (api) => registerFeatureRoutes(api as App, ctx), { prefix: '/api' });

  const closeClient = opts.serveClient ? await installClientAssets(app, env.CLIENT_DEV_SERVER) : null;
  if (!opts.serveClient) {
    app.setNotFoundHandler((req, reply) =>
      reply
        .status(404)
        .send({ error: `No route for ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND', requestId: req.id }),
    );
  }
  if (closeClient) app.addHook('onClose', closeClient);
  return app;
}
