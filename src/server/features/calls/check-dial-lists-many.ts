import type { AppContext } from '../../context';
import { dialTimeListsMany } from './dial-lists-many.repo';

/** checkDialTimeLists for a batch of numbers (enrolment), one statement. */
export function checkDialListsMany(ctx: AppContext, e164s: string[]) {
  return dialTimeListsMany(ctx.db, e164s);
}
