import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { countHit, currentCount } from './counters';

const DAY = 24 * 3600_000;

/** A site-wide daily budget of language-model tokens for one kind of work. */
export interface TokenBudget {
  /** Counter name, e.g. "simulation-tokens". */
  kind: string;
  /** What spends it, for the message: "Simulations". */
  label: string;
  /** The environment variable that sets it, so the message says what to raise. */
  variable: string;
  perDay: number;
}

const key = (b: TokenBudget) => `daily:${b.kind}:site`;
const hoursLeft = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 3600_000));

/**
 * The tokens left in the budget's 24-hour window; none left is a 429 saying when it frees up.
 * Work is capped to what this answers, so one start cannot spend past the day's budget.
 */
export async function tokensLeftToday(ctx: AppContext, budget: TokenBudget): Promise<number> {
  const used = await currentCount(ctx, key(budget));
  const left = budget.perDay - (used?.count ?? 0);
  if (left > 0) return left;
  const hours = hoursLeft(used!.expiresAt);
  throw new AppError(
    'RATE_LIMITED',
    `${budget.label} have spent today's budget of ${budget.perDay.toLocaleString('en-US')} tokens (${budget.variable}). Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    { limit: 'site', budget: budget.perDay },
  );
}

/** Counts tokens a model reported against the budget (after the work: what was really spent). */
export async function spendTokens(ctx: AppContext, budget: TokenBudget, tokens: number): Promise<void> {
  if (tokens > 0) await countHit(ctx, key(budget), DAY, Math.ceil(tokens));
}
