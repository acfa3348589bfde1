import { ADMIN_USERNAME } from '@common/auth/schemas';
import type { TMembersResponse } from '@common/members/schemas';
import type { AppContext } from '../../context';
import { getAuth } from '../auth/auth';
import { listInvitationRows, listMemberRows } from './members.repo';
import { toInvitationDto } from './to-dto';

/** Members with their accounts' names, and the latest invitations (a team is a handful of people). */
export async function listMembers(ctx: AppContext): Promise<TMembersResponse> {
  const auth = await getAuth(ctx).$context;
  const rows = await listMemberRows(ctx.db);
  const members = [];
  for (const row of rows) {
    const user = (await auth.internalAdapter.findUserById(row.userId)) as {
      email: string;
      name: string;
      username?: string | null;
    } | null;
    if (!user) continue;
    members.push({
      userId: row.userId,
      email: user.email,
      name: user.name,
      role: row.role,
      builtIn: user.username === ADMIN_USERNAME,
      since: row.createdAt.toISOString(),
    });
  }
  const now = ctx.clock.now();
  const invitations = (await listInvitationRows(ctx.db, 200)).map((r) => toInvitationDto(r, now));
  return { members, invitations };
}
