import { ADMIN_USERNAME } from '@common/auth/schemas';
import type { AppContext } from '../../context';
import { adminPassword } from './admin-password';
import { getAuth } from './auth';
import { forgetSessions } from './session-cache';

/** `.invalid` is reserved (RFC 2606): it can't be anybody's real address or collide with a domain list. */
export const ADMIN_EMAIL = 'admin@callcraft.invalid';

export type EnsureAdminResult = 'created' | 'password-reset' | 'unchanged';

/**
 * Makes sure the `admin` account exists with the configured password. Idempotent: runs at every
 * boot, and only writes when something differs. When the password changed, the admin's existing
 * sessions are revoked, so rotating ADMIN_PASSWORD also signs out whoever held the old one.
 */
export async function ensureAdminAccount(ctx: AppContext): Promise<EnsureAdminResult> {
  const auth = await getAuth(ctx).$context;
  const { password, generated } = adminPassword(ctx);
  if (generated) {
    ctx.logger.warn(
      `Development admin credentials: username "${ADMIN_USERNAME}", password "${password}" (set ADMIN_PASSWORD to choose your own)`,
    );
  }

  let result: EnsureAdminResult = 'unchanged';
  let admin = await auth.adapter.findOne<{ id: string }>({
    model: 'user',
    where: [{ field: 'username', value: ADMIN_USERNAME }],
  });
  if (!admin) {
    admin = await auth.internalAdapter.createUser(
      {
        email: ADMIN_EMAIL,
        name: 'Administrator',
        emailVerified: true,
        username: ADMIN_USERNAME,
        displayUsername: ADMIN_USERNAME,
      },
      { method: 'admin' },
    );
    result = 'created';
  }
  const credential = await auth.internalAdapter.findCredentialAccount(admin.id);
  if (!credential?.password) {
    const hash = await auth.password.hash(password);
    if (credential) await auth.internalAdapter.updatePassword(admin.id, hash);
    else
      await auth.internalAdapter.linkAccount({
        userId: admin.id,
        providerId: 'credential',
        accountId: admin.id,
        password: hash,
      });
  } else if (!(await auth.password.verify({ hash: credential.password, password }))) {
    await auth.internalAdapter.updatePassword(admin.id, await auth.password.hash(password));
    await auth.internalAdapter.deleteUserSessions(admin.id);
    forgetSessions();
    result = 'password-reset';
  }
  if (result !== 'unchanged') ctx.logger.info({ result }, 'admin account ensured');
  return result;
}
