import type { TFieldValue } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { findOutcomesByCallIds } from './outcomes-of-calls.repo';

export interface CallOutcomeView {
  /** The admin's override when there is one, else what the reader decided. */
  disposition: string;
  summary: string;
  fields: Record<string, TFieldValue>;
}

/** What was read from each of these calls (calls not read yet are absent). */
export async function outcomesOfCalls(ctx: AppContext, callIds: string[]): Promise<Map<string, CallOutcomeView>> {
  const rows = await findOutcomesByCallIds(ctx.db, callIds);
  return new Map(
    rows.map((r) => [
      r.callId,
      { disposition: r.overrideDisposition ?? r.disposition, summary: r.summary, fields: r.fields },
    ]),
  );
}
