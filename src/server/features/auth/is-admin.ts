import { ADMIN_USERNAME } from '@common/auth/schemas';
import type { Env } from '../../env';

export interface AccountIdentity {
  username?: string | null;
  email: string;
}

/**
 * Who may use the admin area: the fixed `admin` account (its username can only be set by
 * ensure-admin-account.ts; auth.ts refuses usernames at sign-up), and accounts whose email is
 * listed in ADMIN_EMAILS or whose domain is listed in ADMIN_EMAIL_DOMAINS. Domains match exactly:
 * `example.com` does not admit `evil.example.com`.
 */
export function isAdmin(env: Pick<Env, 'ADMIN_EMAILS' | 'ADMIN_EMAIL_DOMAINS'>, account: AccountIdentity): boolean {
  if (account.username === ADMIN_USERNAME) return true;
  const email = account.email.trim().toLowerCase();
  if (env.ADMIN_EMAILS.includes(email)) return true;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  return env.ADMIN_EMAIL_DOMAINS.includes(email.slice(at + 1));
}
