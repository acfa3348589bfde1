import type { AppContext } from '../../context';
import { dialTimeLists, type DialTimeLists } from './lead-calls.repo';

export type { DialTimeLists };

/**
 * The dial-time do-not-call check of one number: whether it is on the company's list and on the
 * national registry copy, in one prepared statement. placeCall calls it before every call, and the
 * campaign dispatch before sending each claimed call (dispatch/dial-time-check.ts).
 */
export function checkDialTimeLists(ctx: Pick<AppContext, 'database'>, e164: string): Promise<DialTimeLists> {
  return dialTimeLists(ctx.database, e164);
}
