import type { Env } from '../../env';
import type { TokenBudget } from '../limits/daily-token-budget';

/** What every simulation run together may spend on a language model in 24 hours. */
export const simulationTokenBudget = (env: Env): TokenBudget => ({
  kind: 'simulation-tokens',
  label: 'Simulations',
  variable: 'SIMULATION_TOKENS_PER_DAY',
  perDay: env.SIMULATION_TOKENS_PER_DAY,
});
