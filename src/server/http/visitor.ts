import { randomUUID } from 'node:crypto';
import type { App } from './types';

export const VISITOR_COOKIE = 'cc_vid';
const ONE_YEAR = 365 * 24 * 3600;

/**
 * Gives every browser an anonymous, signed visitor id (analytics, a visitor's own deposit). It
 * names no person; it only lets us recognise the same browser again.
 */
export function installVisitorCookie(app: App, secure: boolean): void {
  app.decorateRequest('visitorId', '');
  app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[VISITOR_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (unsigned?.valid && unsigned.value) {
      request.visitorId = unsigned.value;
      return;
    }
    request.visitorId = randomUUID();
    reply.setCookie(VISITOR_COOKIE, request.visitorId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      maxAge: ONE_YEAR,
    });
  });
}
