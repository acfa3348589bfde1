import type { AppContext } from '../../context';
import { countAllSendsSince } from './phone-verifications.repo';

const DAY = 24 * 3600_000;

/** Codes texted in the last 24 hours against the site's budget, PHONE_CODES_PER_DAY (Diagnostics). */
export async function getTextBudget(ctx: AppContext): Promise<{ sent: number; budget: number; spent: boolean }> {
  const sent = await countAllSendsSince(ctx.db, new Date(ctx.clock.now().getTime() - DAY));
  const budget = ctx.env.PHONE_CODES_PER_DAY;
  return { sent, budget, spent: sent >= budget };
}
