import { withTestTemplate } from './lib/test-template';
import { startTestServer } from '../tests/support/test-server';
import type { BenchResult } from './run';

// POST /api/auth/request-password-reset for an address with an account and one without, one
// request at a time, interleaved, against the real server (sandbox mail, embedded database). The
// answers are identical (tests/integration/accounts.test.ts); this measures whether their timing
// tells them apart. Target: medians within 5 ms of each other. Each request comes from its own
// address (TRUST_PROXY + X-Forwarded-For) so the per-client limit of 3 a minute doesn't interfere.

const ROUNDS = 60;
const WARMUP = 10;

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(measure);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const round2 = (n: number) => Math.round(n * 100) / 100;

async function measure(): Promise<BenchResult> {
  const server = await startTestServer({ env: { TRUST_PROXY: '1', RUN_WORKERS: 'false' } });
  try {
    const signUp = await server.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'known@bench.test', password: 'bench-password-1', name: 'known' },
      headers: { origin: server.url },
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    let ip = 0;
    const ask = async (email: string) => {
      ip++;
      const started = performance.now();
      const res = await server.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/reset-password' },
        headers: { origin: server.url, 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`request-password-reset answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) {
      await ask('known@bench.test');
      await ask(`nobody-${i}@bench.test`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which goes first, so a warm cache or a GC pause doesn't favour one side.
      if (i % 2 === 0) {
        known.push(await ask('known@bench.test'));
        unknown.push(await ask(`nobody-r${i}@bench.test`));
      } else {
        unknown.push(await ask(`nobody-r${i}@bench.test`));
        known.push(await ask('known@bench.test'));
      }
    }
    return {
      name: 'forgot-password',
      metrics: {
        rounds: ROUNDS,
        known_p50_ms: round2(median(known)),
        unknown_p50_ms: round2(median(unknown)),
        known_p95_ms: round2(p95(known)),
        unknown_p95_ms: round2(p95(unknown)),
        p50_gap_ms: round2(Math.abs(median(known) - median(unknown))),
        target_p50_gap_ms: 5,
      },
      notes:
        'Known addresses create a reset row and hand the mail to the provider in the background; unknown ones do a matching dummy lookup. Embedded database, sandbox mail.',
    };
  } finally {
    await server.close();
  }
}
