import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@common/errors';
import { isProtectedPath, type AdminAuthorizer } from './admin-guard';
import type { App } from './types';

/**
 * The API document at /api/docs. In production it maps every admin route for whoever asks, so it
 * is served to signed-in admins only; `API_DOCS_PUBLIC` publishes the part outside the admin
 * area (the public API, webhooks, /api/v1) to anyone. Elsewhere it stays open for development.
 */
export async function installApiDocs(
  app: App,
  opts: { production: boolean; publishPublic: boolean; authorize: AdminAuthorizer },
): Promise<void> {
  const admins = new WeakSet<FastifyRequest>();
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: opts.production
      ? {
          onRequest: async (request) => {
            if ((await opts.authorize(request)).status === 'admin') admins.add(request);
            else if (!opts.publishPublic)
              throw new AppError('UNAUTHENTICATED', 'Sign in as an admin to read the API document');
          },
        }
      : undefined,
    transformSpecification: (spec, request) => {
      if (!opts.production || admins.has(request)) return spec as Record<string, unknown>;
      const paths = Object.fromEntries(
        Object.entries((spec.paths ?? {}) as Record<string, unknown>).filter(([p]) => !isProtectedPath(p)),
      );
      return { ...spec, paths };
    },
  });
}
