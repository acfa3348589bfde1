import type { AppContext } from '../../context';
import { getAuth } from '../auth/auth';
import { ADMIN_USERNAME } from '@common/auth/schemas';
import { insertMemberIfAbsent } from './members.repo';

/** The built-in `admin` account is the first Owner; later boots keep whatever role it was given. */
export async function ensureOwner(ctx: AppContext): Promise<void> {
  const auth = await getAuth(ctx).$context;
  const admin = await auth.adapter.findOne<{ id: string }>({
    model: 'user',
    where: [{ field: 'username', value: ADMIN_USERNAME }],
  });
  if (admin) await insertMemberIfAbsent(ctx.db, { userId: admin.id, role: 'owner' });
}
