// A bounded closed-loop load generator shared by the HTTP benchmarks: `concurrency` clients send
// requests back to back until `total` requests or `timeBudgetMs` are used up. Only 127.0.0.1.

export interface LoadPhase {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  max: number;
}

export interface LoadOptions {
  total: number;
  concurrency: number;
  timeBudgetMs: number;
  /** Sends request number i. */
  send(i: number): Promise<Response>;
  /** Whether an answer counts as a success; it must consume the body. Default: status 200. */
  check?(res: Response): Promise<boolean>;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const round = (n: number) => Math.round(n * 100) / 100;

export async function runLoad(opts: LoadOptions): Promise<LoadPhase> {
  const check = opts.check ?? (async (res: Response) => (await res.arrayBuffer(), res.status === 200));
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.timeBudgetMs;
  const client = async () => {
    while (issued < opts.total && performance.now() < deadline) {
      const i = issued++;
      const t0 = performance.now();
      try {
        if (!(await check(await opts.send(i)))) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / elapsed),
    p50: round(pct(latencies, 50)),
    p95: round(pct(latencies, 95)),
    max: round(latencies.at(-1) ?? 0),
  };
}
