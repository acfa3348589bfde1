import { adminCookie, benchDatabases, load1, withBenchServer, type DbKind } from './lib/bench-databases';
import { round } from './lib/load';
import type { ServerProcess } from './lib/server-process';
import type { BenchResult } from './run';

// Leads by API (POST /api/v1/campaigns/{id}/leads), on the embedded database and, with
// BENCH_DATABASE_URL, on PostgreSQL; the server runs in a child process.
//  - 1,000 leads in one request (the cap), into an empty campaign: the median of a few requests,
//    each into a campaign of its own. Target ≤ 2 s embedded, ≤ 1 s PostgreSQL.
//  - Enrolment to dial: 100 leads enrolled one by one into a campaign with auto-dispatch on (test
//    mode, Sandbox voice): from just before each request to the Sandbox having the call. Target:
//    p95 ≤ 10 s (the issue's promise is 60 s).

const PASSWORD = 'bench-enrol-admin';
const BULK = 1000;
const BULK_RUNS = 3;
const ONE_BY_ONE = Number(process.env.ENROL_BENCH_LEADS ?? 100);
const TARGET = { embedded: 2000, postgres: 1000 } as const;
const TARGET_P95_MS = 10_000;
const hour = new Date().getUTCHours();
const OPEN_ZONE = hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const phone = (i: number) => `+1646${String(3000000 + i).padStart(7, '0')}`;
const lead = (tag: string, i: number) => ({
  email: `${tag}-${i}@example.com`,
  firstName: 'Pat',
  lastName: 'Lee',
  companyName: `Company ${i}`,
  phoneNumber: phone(i),
  timezone: OPEN_ZONE,
});

export default async function bench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const kind of benchDatabases())
    results.push(
      await withBenchServer(kind, { ADMIN_PASSWORD: PASSWORD, API_KEY_RATE_LIMIT_PER_MINUTE: '100000' }, (s) =>
        measure(kind, s),
      ),
    );
  return results;
}

async function measure(kind: DbKind, server: ServerProcess): Promise<BenchResult> {
  const cookie = await adminCookie(server, PASSWORD);
  const admin = (path: string, method: string, json: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(json),
    });
  const created = await admin('/api/admin/api-keys', 'POST', { name: 'Bench', scopes: ['leads:write'] });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`api key: ${created.status} ${await created.text()}`);
  const { key } = (await created.json()) as { key: string };
  const campaign = async (name: string) =>
    (await server.query<{ id: string }>(`insert into campaigns (name) values ($1) returning id`, [name])).rows[0].id;
  const enrol = async (campaignId: string, leads: unknown[]) => {
    const res = await fetch(`${server.url}/api/v1/campaigns/${campaignId}/leads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ leads }),
    });
    if (res.status !== 200) throw new Error(`enrol: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ counts: { created: number } }>;
  };

  // 1,000 in one request.
  const bulkMs: number[] = [];
  for (let r = 0; r < BULK_RUNS; r++) {
    const id = await campaign(`Bench bulk ${r}`);
    const leads = Array.from({ length: BULK }, (_, i) => lead(`bulk${r}`, i));
    const t0 = performance.now();
    const body = await enrol(id, leads);
    bulkMs.push(performance.now() - t0);
    if (body.counts.created !== BULK) throw new Error(`bulk enrol created ${body.counts.created}`);
  }
  const bulkMedian = [...bulkMs].sort((a, b) => a - b)[Math.floor(BULK_RUNS / 2)];

  // One by one into an auto-dispatch campaign.
  const auto = await campaign('Bench auto');
  const on = await admin(`/api/admin/campaigns/${auto}`, 'PATCH', { autoDispatch: true });
  if (on.status !== 200) throw new Error(`autoDispatch: ${on.status} ${await on.text()}`);
  const sentAt = new Map<string, number>();
  for (let i = 0; i < ONE_BY_ONE; i++) {
    const l = lead('auto', 10_000 + i);
    sentAt.set(l.phoneNumber, Date.now());
    await enrol(auto, [l]);
  }
  const dialledAt = new Map<string, number>();
  const deadline = Date.now() + 120_000;
  while (dialledAt.size < ONE_BY_ONE && Date.now() < deadline) {
    const { rows } = await server.query<{ phone: string; at: Date }>(
      `select phone_number as phone, min(created_at) as at from sandbox_calls
        where phone_number = any($1::text[]) group by phone_number`,
      [[...sentAt.keys()]],
    );
    for (const r of rows) dialledAt.set(r.phone, new Date(r.at).getTime());
    await new Promise((r) => setTimeout(r, 200));
  }
  const lat = [...dialledAt].map(([p, at]) => at - sentAt.get(p)!).sort((a, b) => a - b);
  const p95 = lat.length === ONE_BY_ONE ? pct(lat, 95) : Infinity;
  const report = {
    [`bulk${BULK}Ms`]: round(bulkMedian),
    [`bulk${BULK}TargetMs`]: TARGET[kind],
    [`bulk${BULK}WithinTarget`]: bulkMedian <= TARGET[kind],
    enrolToDialLeads: ONE_BY_ONE,
    enrolToDialDialled: dialledAt.size,
    enrolToDialP50Ms: lat.length ? round(pct(lat, 50)) : -1,
    enrolToDialP95Ms: Number.isFinite(p95) ? round(p95) : -1,
    enrolToDialMaxMs: lat.length ? round(lat[lat.length - 1]) : -1,
    enrolToDialTargetP95Ms: TARGET_P95_MS,
    enrolToDialWithinTarget: p95 <= TARGET_P95_MS,
    loadAvg1m: load1(),
  };
  console.log(
    `enrol (${kind}): ${BULK} leads in one request ${report[`bulk${BULK}Ms`]} ms (target ≤ ${TARGET[kind]} ms); ` +
      `enrolment to dial p95 ${report.enrolToDialP95Ms} ms over ${dialledAt.size}/${ONE_BY_ONE} (target ≤ ${TARGET_P95_MS} ms)`,
  );
  return {
    name: `enrol-${kind}`,
    metrics: report,
    notes: `${BULK} leads per request (median of ${BULK_RUNS}); then ${ONE_BY_ONE} leads enrolled one by one into an auto-dispatch campaign (test mode, Sandbox voice), each timed from its request to the Sandbox's call.`,
  };
}
