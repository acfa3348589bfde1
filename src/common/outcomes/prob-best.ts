// Probability to be best: for each version, the chance that its true interested
// rate is the highest, under independent Beta(1 + s, 1 + n − s) posteriors (a uniform prior).
// Computed by numeric integration on a fixed grid, not by random draws, so the same counts always
// give the same numbers (the Results view must not flicker between reloads):
//   P(i best) = ∫ f_i(x) · Π_{j≠i} F_j(x) dx
// with each posterior discretised onto GRID cells (its density at the cell centre, normalised in
// log space so large counts don't underflow) and a tie inside one cell counted as half.

const GRID = 4000;

/** The posterior's mass per grid cell, from the log density (s·ln x + (n−s)·ln(1−x)). */
function cells(successes: number, trials: number): Float64Array {
  const s = Math.max(0, Math.min(successes, trials));
  const f = Math.max(0, trials - s);
  const logs = new Float64Array(GRID);
  let max = -Infinity;
  for (let k = 0; k < GRID; k++) {
    const x = (k + 0.5) / GRID;
    const l = s * Math.log(x) + f * Math.log1p(-x);
    logs[k] = l;
    if (l > max) max = l;
  }
  let total = 0;
  for (let k = 0; k < GRID; k++) total += logs[k] = Math.exp(logs[k] - max);
  for (let k = 0; k < GRID; k++) logs[k] /= total;
  return logs;
}

/** P(best) per version, in the order given; sums to 1. Empty input: empty output. */
export function probabilityToBeBest(versions: ReadonlyArray<{ successes: number; trials: number }>): number[] {
  const k = versions.length;
  if (k === 0) return [];
  if (k === 1) return [1];
  const pmf = versions.map((v) => cells(v.successes, v.trials));
  // below[j][c]: version j's mass strictly below cell c, plus half of cell c (ties split evenly).
  const below = pmf.map((p) => {
    const out = new Float64Array(GRID);
    let acc = 0;
    for (let c = 0; c < GRID; c++) {
      out[c] = acc + p[c] / 2;
      acc += p[c];
    }
    return out;
  });
  const raw = pmf.map((p, i) => {
    let sum = 0;
    for (let c = 0; c < GRID; c++) {
      if (p[c] < 1e-300) continue;
      let prod = p[c];
      for (let j = 0; j < k && prod > 0; j++) if (j !== i) prod *= below[j][c];
      sum += prod;
    }
    return sum;
  });
  const total = raw.reduce((a, b) => a + b, 0);
  return total > 0 ? raw.map((r) => r / total) : versions.map(() => 1 / k);
}
