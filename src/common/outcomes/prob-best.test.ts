import { describe, expect, it } from 'vitest';
import { probabilityToBeBest } from './prob-best';

// Known values: symmetric data split evenly; a clear difference is near certain; the two-version
// case matches the closed form P(B > A) = Σ_{i<α_B} B(α_A+i, β_A+β_B)/((β_B+i)·B(1+i, β_B)·B(α_A, β_A)).

/** ln Γ by Lanczos (g = 7), enough digits for the reference sum. */
function lnGamma(z: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  z -= 1;
  let x = c[0];
  for (let i = 1; i < 9; i++) x += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(x);
}
const lnBeta = (a: number, b: number) => lnGamma(a) + lnGamma(b) - lnGamma(a + b);
/** Evan Miller's exact P(p_B > p_A) for Beta posteriors with integer α_B. */
function exactBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0;
  for (let i = 0; i < aB; i++)
    total += Math.exp(lnBeta(aA + i, bA + bB) - Math.log(bB + i) - lnBeta(1 + i, bB) - lnBeta(aA, bA));
  return total;
}

describe('probabilityToBeBest', () => {
  it('equal data: about 1/k each', () => {
    const two = probabilityToBeBest([
      { successes: 12, trials: 40 },
      { successes: 12, trials: 40 },
    ]);
    expect(two[0]).toBeCloseTo(0.5, 3);
    const three = probabilityToBeBest([
      { successes: 5, trials: 50 },
      { successes: 5, trials: 50 },
      { successes: 5, trials: 50 },
    ]);
    for (const p of three) expect(p).toBeCloseTo(1 / 3, 2);
    expect(three.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('30/100 against 10/100: the first is best with probability above 0.99', () => {
    const [a, b] = probabilityToBeBest([
      { successes: 30, trials: 100 },
      { successes: 10, trials: 100 },
    ]);
    expect(a).toBeGreaterThan(0.99);
    expect(b).toBeLessThan(0.01);
  });

  it('matches the closed form for two versions', () => {
    for (const [sA, nA, sB, nB] of [
      [10, 100, 14, 100],
      [3, 20, 5, 20],
      [40, 400, 52, 410],
      [0, 10, 1, 10],
    ]) {
      const [, pB] = probabilityToBeBest([
        { successes: sA, trials: nA },
        { successes: sB, trials: nB },
      ]);
      expect(pB).toBeCloseTo(exactBBeatsA(1 + sA, 1 + nA - sA, 1 + sB, 1 + nB - sB), 3);
    }
  });

  it('is deterministic, handles no calls and large counts', () => {
    const v = [
      { successes: 1234, trials: 10_000 },
      { successes: 1300, trials: 10_000 },
    ];
    expect(probabilityToBeBest(v)).toEqual(probabilityToBeBest(v));
    expect(probabilityToBeBest(v)[1]).toBeGreaterThan(0.9);
    const none = probabilityToBeBest([
      { successes: 0, trials: 0 },
      { successes: 0, trials: 0 },
    ]);
    expect(none[0]).toBeCloseTo(0.5, 6);
    expect(probabilityToBeBest([{ successes: 3, trials: 9 }])).toEqual([1]);
    expect(probabilityToBeBest([])).toEqual([]);
  });
});
