import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor, username } from 'better-auth/plugins';
import { SESSION_LIFETIME_SECONDS } from '@common/auth/schemas';
import type { AppContext } from '../../context';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';

/**
 * The better-auth instance for one AppContext. Sessions live in the `session` table behind an
 * httpOnly, SameSite=Lax cookie; they last 24 hours from sign-in and are never extended (spec §4:
 * "the login time is less than 24 hours old"), so updateAge/refresh is off.
 */
export function createAuth(ctx: AppContext, baseURL: string) {
  return betterAuth({
    appName: 'Callcraft',
    baseURL,
    basePath: '/api/auth',
    secret: ctx.secret,
    telemetry: { enabled: false },
    // Into our JSON log (one line per event, request ids), not straight to the console.
    logger: { level: 'info', log: (level, message, ...args) => ctx.logger[level]({ authArgs: args.length ? args : undefined }, `better-auth: ${message}`) },
    database: drizzleAdapter(ctx.db, { provider: 'pg', schema: { user, session, account, verification, twoFactor: twoFactorTable } }),
    emailAndPassword: { enabled: true, autoSignIn: true },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, disableSessionRefresh: true },
    // Login throttling is ours (per IP and per username, with the spec-style message): see
    // login-throttle.ts. better-auth's own limiter is per IP only and answers in its own words.
    rateLimit: { enabled: false },
    // The HTTP layer's origin check already refuses other sites; better-auth additionally checks
    // Origin against these (its baseURL plus the host the request actually came to).
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    advanced: {
      // The bridge overwrites x-forwarded-for with Fastify's request.ip (which honours TRUST_PROXY),
      // so a client can't choose the address recorded on its session.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      // Any username is accepted at sign-in so an unknown or oddly-typed name gets exactly the same
      // answer as a wrong password; usernames are only ever created by ensure-admin-account.ts.
      username({ minUsernameLength: 1, maxUsernameLength: 128, usernameValidator: () => true }),
      twoFactor({ issuer: 'Callcraft' }),
    ],
    hooks: {
      // Who is an admin depends on the username (is-admin.ts), so nobody may pick one: not at
      // sign-up, not by updating their profile.
      before: createAuthMiddleware(async (mw) => {
        if (mw.path !== '/sign-up/email' && mw.path !== '/update-user') return;
        const body = (mw.body ?? {}) as Record<string, unknown>;
        if ('username' in body || 'displayUsername' in body) {
          throw new APIError('BAD_REQUEST', { message: 'Usernames cannot be chosen or changed', code: 'USERNAME_NOT_ALLOWED' });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, { baseURL: string; auth: Auth }>();

/**
 * The instance for this context, with baseURL = ctx.publicUrl(). The public URL can change once,
 * when the server learns its listening port (PORT=0 in tests), so the instance is remade then.
 */
export function getAuth(ctx: AppContext): Auth {
  const baseURL = ctx.publicUrl();
  const cached = instances.get(ctx);
  if (cached && cached.baseURL === baseURL) return cached.auth;
  const auth = createAuth(ctx, baseURL);
  instances.set(ctx, { baseURL, auth });
  return auth;
}
