// Rates with a 95 % Wilson score interval: honest for small counts and for rates near 0 or 1,
// where the normal approximation gives intervals below 0 or above 1.

const Z = 1.96;

export interface Rate {
  successes: number;
  trials: number;
  rate: number;
  low: number;
  high: number;
}

export function wilson(successes: number, trials: number): Rate {
  if (trials <= 0) return { successes, trials, rate: 0, low: 0, high: 0 };
  const p = successes / trials;
  const z2 = Z * Z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (Z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return { successes, trials, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Calls per version below which no comparison is offered at all. */
export const MIN_CALLS_PER_VERSION = 30;

export interface Verdict {
  state: 'too-few' | 'undecided' | 'leader';
  leader: string | null;
  message: string;
}

/**
 * A version leads only when its interval lies wholly above every other version's (a conservative
 * test; overlapping intervals mean the data can't tell them apart yet).
 */
export function verdict(versions: Array<{ version: string; rate: Rate }>): Verdict {
  if (versions.length < 2)
    return { state: 'too-few', leader: null, message: 'Too few to decide: only one version has calls.' };
  const short = versions.filter((v) => v.rate.trials < MIN_CALLS_PER_VERSION);
  if (short.length)
    return {
      state: 'too-few',
      leader: null,
      message: `Too few to decide: every version needs at least ${MIN_CALLS_PER_VERSION} calls (${short.map((v) => `${v.version} has ${v.rate.trials}`).join(', ')}).`,
    };
  const best = [...versions].sort((a, b) => b.rate.rate - a.rate.rate)[0];
  const clear = versions.every((v) => v === best || best.rate.low > v.rate.high);
  if (!clear) return { state: 'undecided', leader: null, message: 'No clear winner yet: the intervals overlap.' };
  return {
    state: 'leader',
    leader: best.version,
    message: `Version ${best.version} leads: its interested rate is above every other version's interval.`,
  };
}
