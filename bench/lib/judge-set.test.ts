import { describe, expect, it } from 'vitest';
import { sandboxJudge } from '../../src/server/features/simulations/judge';
import { readJudgeSet, scenarioOf, scoreJudge } from './judge-set';

// The labelled set is well formed, split in two comparable halves, and the Sandbox judge (with the
// rule checks before it) agrees with every label of the tuning half it was tuned on. The held-out
// half is only counted, by `npm run bench judge`.

describe('the simulation judge’s labelled set', () => {
  const set = readJudgeSet();

  it('has about 30 calls, half tuning, half held out, each naming a built-in scenario and why', () => {
    expect(set.items.length).toBeGreaterThanOrEqual(28);
    const tuning = set.items.filter((i) => i.split === 'tuning').length;
    expect(Math.abs(tuning * 2 - set.items.length)).toBeLessThanOrEqual(2);
    expect(new Set(set.items.map((i) => i.id)).size).toBe(set.items.length);
    for (const i of set.items) {
      expect(() => scenarioOf(i)).not.toThrow();
      expect(i.why.length).toBeGreaterThan(10);
    }
    for (const half of ['tuning', 'held-out'])
      for (const verdict of ['pass', 'fail'])
        expect(set.items.some((i) => i.split === half && i.expected === verdict)).toBe(true);
  });

  it('the rules and the Sandbox judge agree with every label of the tuning half', async () => {
    const s = await scoreJudge(sandboxJudge, 'tuning');
    expect(s.disagreements).toEqual([]);
    expect(s.agreementPct).toBe(100);
    // The 4:00 AM Honolulu booking and the next-evening callbacks are failed by rules, no judge asked.
    expect(s.decidedByRules).toBeGreaterThanOrEqual(3);
  });
});
