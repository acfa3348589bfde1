import type { Env } from '../../env';

/**
 * The voice provider's plan limits as named presets (the spec's 50 / 1,000 / 2,000 is Bland's
 * "Build" plan). CALL_CAPACITY_PLAN picks one; CALL_LIMIT_* override single numbers.
 */
export const CALL_CAPACITY_PRESETS = {
  start: { concurrent: 10, hourly: 100, daily: 100 },
  build: { concurrent: 50, hourly: 1000, daily: 2000 },
  scale: { concurrent: 100, hourly: 1000, daily: 5000 },
} as const;

export interface CallLimits {
  daily: number;
  hourly: number;
  concurrent: number;
}

export function callLimits(
  env: Pick<Env, 'CALL_CAPACITY_PLAN' | 'CALL_LIMIT_CONCURRENT' | 'CALL_LIMIT_HOURLY' | 'CALL_LIMIT_DAILY'>,
): CallLimits {
  const preset = CALL_CAPACITY_PRESETS[env.CALL_CAPACITY_PLAN];
  return {
    daily: env.CALL_LIMIT_DAILY ?? preset.daily,
    hourly: env.CALL_LIMIT_HOURLY ?? preset.hourly,
    concurrent: env.CALL_LIMIT_CONCURRENT ?? preset.concurrent,
  };
}
