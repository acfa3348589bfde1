import { startTestServer } from '../tests/support/test-server';
import { signInAdmin } from '../tests/support/session';
import { withTestTemplate } from './lib/test-template';
import { runLoad } from './lib/load';
import type { BenchResult } from './run';

// (c) One page of 50 leads from a 100,000-lead campaign (GET /api/admin/campaigns/{id}/leads,
// with its total) under 50 concurrent clients on the embedded database, beside GET /api/health
// under the same load in the same run. Target: p95 ≤ 25 ms.

const LEADS = 100_000;
const CONCURRENCY = 50;
const REQUESTS = 3_000;
const PASSWORD = 'bench-admin-pw';

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(measure);
}

async function measure(): Promise<BenchResult> {
  const server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' } });
  try {
    const sql = server.ctx.database.sql;
    const [{ id }] = (await sql.query<{ id: string }>(`insert into campaigns (name) values ('Bench 100k') returning id`)).rows;
    await sql.query(
      `insert into leads (campaign_id, row_number, email, first_name, last_name, company_name, phone_number)
       select $1, g + 1, 'lead' || g || '@ex' || (g % 977) || '.com', 'First' || (g % 100), 'Last' || (g % 1000), 'Company ' || g, '(415) 555-' || lpad((g % 10000)::text, 4, '0')
       from generate_series(1, ${LEADS}) g`,
      [id],
    );
    await sql.query('analyze leads');
    const { jar } = await signInAdmin(server, PASSWORD);
    const cookie = jar.header();
    const page = (n: number, extra = '') => fetch(`${server.url}/api/admin/campaigns/${id}/leads?page=${n}&pageSize=50${extra}`, { headers: { cookie } });
    const first = (await (await page(1)).json()) as { total: number; items: unknown[] };
    if (first.total !== LEADS || first.items.length !== 50) throw new Error(`unexpected page: total ${first.total}, ${first.items.length} items`);
    const check = async (res: Response) => {
      const body = (await res.json()) as { items?: unknown[] };
      return res.status === 200 && body.items?.length === 50;
    };
    const load = (send: (i: number) => Promise<Response>, ok?: (r: Response) => Promise<boolean>) => runLoad({ total: REQUESTS, concurrency: CONCURRENCY, timeBudgetMs: 60_000, send, check: ok });
    await load(() => fetch(`${server.url}/api/health`)); // warm-up
    const health = await load(() => fetch(`${server.url}/api/health`));
    const firstPage = await load(() => page(1), check);
    const spread = await load((i) => page(1 + ((i * 7919) % 2000)), check);
    return {
      name: 'lead-page',
      metrics: {
        leads: LEADS,
        concurrency: CONCURRENCY,
        requests_per_phase: REQUESTS,
        health_p50_ms: health.p50,
        health_p95_ms: health.p95,
        health_rps: health.rps,
        page1_p50_ms: firstPage.p50,
        page1_p95_ms: firstPage.p95,
        page1_rps: firstPage.rps,
        page1_errors: firstPage.errors,
        pages_spread_p50_ms: spread.p50,
        pages_spread_p95_ms: spread.p95,
        pages_spread_errors: spread.errors,
        target_p95_ms: 25,
        meets_target: firstPage.p95 <= 25,
      },
      notes: 'page 1 = default order (file row), 50 leads + total; spread = pages 1..2000 (offsets up to 99,950)',
    };
  } finally {
    await server.close();
  }
}
