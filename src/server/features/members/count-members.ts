import type { AppContext } from '../../context';
import { countMemberRows } from './members.repo';

/** How many people share the admin area (the built-in Owner included). */
export function countMembers(ctx: AppContext): Promise<number> {
  return countMemberRows(ctx.db);
}
