import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor, username } from 'better-auth/plugins';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  RESEND_INTERVAL_SECONDS,
  SESSION_LIFETIME_SECONDS,
} from '@common/auth/schemas';
import type { AppContext } from '../../context';
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';
import { existingAccountMail, resetMail, sendInBackground, verificationMail, VERIFIED_PAGE } from './account-mail';

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
    logger: {
      level: 'info',
      log: (level, message, ...args) =>
        ctx.logger[level]({ authArgs: args.length ? args : undefined }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      // No session at sign-up: with autoSignIn off, better-auth answers a sign-up for an existing
      // address exactly like a new one (and calls onExistingUserSignUp so we can tell the owner).
      autoSignIn: false,
      // Signing in before verifying is allowed; admin rights wait for the verified address
      // (authorize-admin.ts), so /login can say "check your email" and offer a resend.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => void sendInBackground(ctx, resetMail(ctx, user, token)),
      onExistingUserSignUp: async ({ user }) => void sendInBackground(ctx, existingAccountMail(ctx, user)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => void sendInBackground(ctx, verificationMail(ctx, user, token)),
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, disableSessionRefresh: true },
    // better-auth's limiter, counted in the database (its `rate_limit` table), so every web
    // process on one PostgreSQL shares one count per client address. Only the abuse-prone
    // endpoints are limited; the bridge rewrites its 429 into our words (auth-bridge.ts).
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: authRateLimits(ctx.env.SIGN_IN_RATE_LIMIT_PER_15_MINUTES),
    },
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
        if (mw.path === '/verify-email') return refuseUsedVerificationLink(mw);
        if (mw.path !== '/sign-up/email' && mw.path !== '/update-user') return;
        // The bridge lets only JSON objects through; this holds for direct API calls too.
        const body = (typeof mw.body === 'object' && mw.body !== null ? mw.body : {}) as Record<string, unknown>;
        if ('username' in body || 'displayUsername' in body) {
          throw new APIError('BAD_REQUEST', {
            message: 'Usernames cannot be chosen or changed',
            code: 'USERNAME_NOT_ALLOWED',
          });
        }
        // Bounded like every other request (better-auth bounds only the password).
        const tooLong = fieldTooLong(body);
        if (tooLong) throw new APIError('BAD_REQUEST', { message: tooLong, code: 'FIELD_TOO_LONG' });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** RFC 5321 caps an address at 254 characters; a display name needs far less than 200. */
export const ACCOUNT_FIELD_LIMITS = { name: 200, email: 254, image: 2048 } as const;

function fieldTooLong(body: Record<string, unknown>): string | null {
  for (const [field, max] of Object.entries(ACCOUNT_FIELD_LIMITS)) {
    const value = body[field];
    if (typeof value === 'string' && value.length > max)
      return `${field === 'email' ? 'Email' : field === 'name' ? 'Name' : 'Image URL'} must be at most ${max} characters`;
  }
  return null;
}

/**
 * Per client address and endpoint. Sign-in: SIGN_IN_RATE_LIMIT_PER_15_MINUTES (30 unless set);
 * sign-up and two-factor: 30 per 15 minutes; a new verification mail: one a minute; recovery
 * mails: 3 a minute. Everything else is not limited here (session reads happen on every page).
 */
export const authRateLimits = (signInsPer15Minutes: number) =>
  ({
    '/sign-in/*': { window: 15 * 60, max: signInsPer15Minutes },
    '/sign-up/email': { window: 15 * 60, max: 30 },
    '/two-factor/*': { window: 15 * 60, max: 30 },
    '/send-verification-email': { window: RESEND_INTERVAL_SECONDS, max: 1 },
    '/request-password-reset': { window: 60, max: 3 },
    '/reset-password': { window: 60, max: 10 },
    '/**': false,
  }) as const;

/**
 * better-auth's verification links are signed tokens that stay valid until they expire, and a
 * second click on one for an already verified address still "succeeds". Ours work once: once the
 * address is verified, every link for it (used or resent) lands on the page that says so.
 */
async function refuseUsedVerificationLink(mw: {
  query?: Record<string, unknown>;
  context: {
    internalAdapter: { findUserByEmail(email: string): Promise<{ user: { emailVerified: boolean } } | null> };
  };
  redirect(url: string): unknown;
}) {
  const token = typeof mw.query?.token === 'string' ? mw.query.token : '';
  const email = emailInToken(token);
  if (!email) return;
  const found = await mw.context.internalAdapter.findUserByEmail(email);
  if (found?.user.emailVerified) throw mw.redirect(`${VERIFIED_PAGE}?error=LINK_ALREADY_USED`);
}

/** The (not yet verified) email claim of a JWT; better-auth verifies the signature itself afterwards. */
function emailInToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

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
