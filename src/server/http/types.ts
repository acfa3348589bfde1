import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TRole } from '@common/members/roles';
import type { AppContext } from '../context';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's HTTP surface: registered under /api by src/server/http/routes.ts. */
export type FeatureRoutes = (app: App, ctx: AppContext) => Promise<void>;

export interface AdminUser {
  id: string;
  username: string | null;
  email: string;
  name: string;
  /** What this member may do (route-permissions.ts). */
  role: TRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Anonymous visitor id from the signed `cc_vid` cookie (set on the first API request). */
    visitorId: string;
    /** Set by the admin guard on /api/admin/* and /api/debug/* routes. */
    adminUser: AdminUser | null;
  }
  interface FastifyContextConfig {
    /** Routes that must read the raw body bytes (webhook signatures). */
    rawBody?: boolean;
    /** Streams (server-sent events): the request lasts as long as the stream, so it is never "slow". */
    stream?: boolean;
  }
}
