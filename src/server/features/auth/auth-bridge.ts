import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_STATUS, type AppErrorCode, type ErrorBody } from '@common/errors';
import type { AppContext } from '../../context';
import { getAuth } from './auth';
import { forgetSessions } from './session-cache';
import { recordSignIn, tooManySignIns, waitBeforeSignIn } from './sign-in-lock';

/** Sign-ins, and which body field names the account (for the per-address-and-name throttle). */
const SIGN_INS: Record<string, 'username' | 'email'> = {
  '/sign-in/username': 'username',
  '/sign-in/email': 'email',
};

/**
 * Endpoints whose answer must take as long for an unknown address as for a known one. A known
 * address costs more work (a reset row, a mail handed over); answering no sooner than this floor
 * hides that. Measured in bench/forgot-password.bench.ts. (better-auth already puts a 500 ms
 * floor on its anonymous /send-verification-email.)
 */
const ANSWER_FLOOR_MS: Record<string, number> = { '/request-password-reset': 500 };

/** What a client reads when better-auth's limiter (authRateLimits in auth.ts) refuses a request. */
function limitMessage(path: string, retryAfterSeconds: number): string {
  if (path === '/send-verification-email')
    return 'A verification email was sent less than a minute ago. Please wait a minute before asking for another.';
  if (path === '/request-password-reset' || path === '/reset-password')
    return 'Too many password reset requests. Please wait a minute and try again.';
  return tooManySignIns(retryAfterSeconds);
}

const CODE_BY_STATUS = new Map<number, AppErrorCode>(
  (Object.entries(ERROR_STATUS) as [AppErrorCode, number][])
    .filter(([code]) => code !== 'VALIDATION')
    .map(([code, status]) => [status, code]),
);

/**
 * Serves /api/auth/* with better-auth: the Fastify request becomes a web Request and the web
 * Response goes back through Fastify, so our hooks (origin check, request ids, helmet) still run.
 * Sign-ins pass the (address, name) throttle first; errors are reshaped into the app's one error body.
 */
export function authBridge(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0].replace(/^\/api\/auth/i, '');
    // better-auth's endpoints read fields of a JSON object; anything else (null, "x", a list) made
    // its handlers and ours throw, a 500 for the client's mistake.
    if (request.rawBody?.length && !isJsonObject(request.body))
      throw new AppError('VALIDATION', 'The request body must be a JSON object');
    const field = request.method === 'POST' ? SIGN_INS[path] : undefined;
    const body = request.body as Record<string, unknown> | undefined;
    const name = field && typeof body?.[field] === 'string' ? (body[field] as string) : undefined;
    if (name) {
      const wait = await waitBeforeSignIn(ctx, request.ip, name);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED', tooManySignIns(wait));
      }
    }

    if (request.method === 'POST') request.auditSubject = await accountNamed(ctx, path, body);

    // Any auth call but get-session may end or change a session (sign-out, revoke, password,
    // two-factor, verification, account changes): the remembered sessions go, before and after it.
    const mayChangeSessions = path.toLowerCase() !== '/get-session';
    if (mayChangeSessions) forgetSessions();
    const started = performance.now();
    const response = await getAuth(ctx)
      .handler(toWebRequest(request))
      .finally(() => mayChangeSessions && forgetSessions());
    const floor = request.method === 'POST' ? ANSWER_FLOOR_MS[path] : undefined;
    if (floor) await new Promise((r) => setTimeout(r, Math.max(0, floor - (performance.now() - started))));
    if (response.status === 429) {
      const wait = Number(response.headers.get('x-retry-after')) || 60;
      reply.header('retry-after', String(wait));
      throw new AppError('RATE_LIMITED', limitMessage(path, wait));
    }
    // A refused password slows this address down for this name; a two-factor challenge (200) is not a failure.
    if (name && (response.ok || response.status === 401)) await recordSignIn(ctx, request.ip, name, response.ok);

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.ok || !isJson(response)) return reply.send(bytes);
    return reply.send(toErrorBody(request, response.status, bytes));
  };
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  // better-auth records this address on the session; only Fastify's view of it (which honours
  // TRUST_PROXY) is believed, never a header the client chose.
  headers.set('x-forwarded-for', request.ip);
  headers.delete('content-length');
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.rawBody && request.rawBody.length > 0;
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.rawBody!) : undefined,
  });
}

const isJsonObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

const isJson = (r: Response) => (r.headers.get('content-type') ?? '').includes('application/json');

/** better-auth answers `{ code, message }`; the app's clients read `{ error, code, requestId }`. */
function toErrorBody(request: FastifyRequest, status: number, bytes: Buffer): ErrorBody {
  let parsed: { message?: string; code?: string } = {};
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    // keep the generic message below
  }
  if (status >= 500) request.log.error({ status, authError: parsed }, 'auth handler failed');
  const code = CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return {
    error: status >= 500 ? 'Internal server error' : (parsed.message ?? 'Request failed'),
    code,
    requestId: request.id,
    ...(parsed.code && status < 500 ? { details: { authCode: parsed.code } } : {}),
  };
}

/**
 * Whose account a recovery request names, for the audit log: the address asked about, or the
 * account a reset token belongs to (looked up before better-auth spends the token).
 */
async function accountNamed(
  ctx: AppContext,
  path: string,
  body: Record<string, unknown> | undefined,
): Promise<string | undefined> {
  if (path === '/request-password-reset' && typeof body?.email === 'string') return body.email.slice(0, 254);
  if (path !== '/reset-password' || typeof body?.token !== 'string') return undefined;
  const auth = await getAuth(ctx).$context;
  const found = await auth.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
  if (!found) return undefined;
  const user = await auth.internalAdapter.findUserById(found.value);
  return user?.email;
}
