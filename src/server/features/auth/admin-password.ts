import { createHmac } from 'node:crypto';
import { ADMIN_USERNAME, type TDevCredentials } from '@common/auth/schemas';
import type { AppContext } from '../../context';

/**
 * The admin account's password: ADMIN_PASSWORD, or (outside production, where env.ts makes
 * ADMIN_PASSWORD mandatory) one derived from the app secret. Derived rather than random so that
 * every process sharing DATA_DIR (web, `npm run worker`) and every restart agrees on it, while
 * nobody without the secret can guess it.
 */
export function adminPassword(ctx: Pick<AppContext, 'env' | 'secret'>): { password: string; generated: boolean } {
  if (ctx.env.ADMIN_PASSWORD) return { password: ctx.env.ADMIN_PASSWORD, generated: false };
  if (ctx.env.NODE_ENV === 'production') throw new Error('ADMIN_PASSWORD is required in production');
  const password = createHmac('sha256', ctx.secret)
    .update('callcraft:development-admin-password')
    .digest('base64url')
    .slice(0, 20);
  return { password, generated: true };
}

/** What the admin login page's footer shows (spec §2): only for a generated development password. */
export function devCredentials(ctx: Pick<AppContext, 'env' | 'secret'>): TDevCredentials | null {
  if (ctx.env.NODE_ENV === 'production' || ctx.env.ADMIN_PASSWORD) return null;
  return { username: ADMIN_USERNAME, password: adminPassword(ctx).password };
}
