import { AppError } from '@common/errors';
import { ZAdminSession, ZDevCredentials } from '@common/auth/schemas';
import type { FeatureRoutes } from '../../http/types';
import { authBridge } from './auth-bridge';
import { devCredentials } from './admin-password';
import { getAdminSession } from './get-admin-session';
import { dismissSignInNotice } from './dismiss-sign-in-notice';

export const authRoutes: FeatureRoutes = async (app, ctx) => {
  // better-auth's own endpoints: sign-in (username, email), sign-up, sign-out, get-session, two-factor.
  app.route({ method: ['GET', 'POST'], url: '/auth/*', schema: { hide: true }, handler: authBridge(ctx) });

  app.get('/admin/session', { schema: { tags: ['auth'], response: { 200: ZAdminSession } } }, async (req) => ({
    ...(await getAdminSession(ctx, req.headers)),
    role: req.adminUser!.role,
  }));
  app.delete('/admin/session/sign-in-notice', { schema: { tags: ['auth'] } }, async (req, reply) => {
    await dismissSignInNotice(ctx, req.headers);
    return reply.code(204).send();
  });

  // Spec §2: the admin login footer shows the development credentials. The route exists only
  // when there is a generated development password to show (never in production).
  if (devCredentials(ctx)) {
    app.get('/dev-credentials', { schema: { tags: ['auth'], response: { 200: ZDevCredentials } } }, async () => {
      const creds = devCredentials(ctx);
      if (!creds) throw new AppError('NOT_FOUND', 'No development credentials');
      return creds;
    });
  }
};
