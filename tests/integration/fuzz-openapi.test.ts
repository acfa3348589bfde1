import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findUnbounded,
  listOperations,
  resolver,
  toRoutePattern,
  type OpenApiDoc,
  type Operation,
} from '../support/openapi';
import { routeCollector } from '../support/route-census';
import { signInAdmin } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { guardSockets, loopbackWebProvider } from '../support/fuzz/loopback';
import { operationFuzz, type FuzzRequest } from '../support/fuzz/requests';
import { HOSTILE_PATH_SEGMENTS, HOSTILE_QUERIES } from '../support/fuzz/hostile';
import { runFuzz } from '../support/fuzz/run-fuzz';
import { arbitraryFor } from '../support/fuzz/schema-arbitrary';

// Every operation of the app's own OpenAPI document, fuzzed from its schemas plus a
// fixed hostile list, anonymous and as admin, against the real server and database. `npm test`
// runs a fixed seed; `npm run fuzz` runs 20,000 requests with a random seed (FUZZ_RUNS, FUZZ_SEED
// replay a run). Nothing here names a route: routes added later are covered through the document.

const FIXED_SEED = 20_261_123;
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? randomInt(2 ** 31)
    : FIXED_SEED;
const ADMIN_PASSWORD = 'fuzz-admin-password-17';

/** Routes that answer but are deliberately not in the OpenAPI document, each with its reason. */
const UNDOCUMENTED: { route: RegExp; reason: string }[] = [
  { route: /^\/api\/docs(\/.*)?$/, reason: 'the OpenAPI document and its UI themselves' },
  { route: /^\/api\/auth\/\*$/, reason: "better-auth's own endpoints, bridged unchanged; better-auth documents them" },
  {
    route: /^\/api\/(wallet|paypal)\/(return|cancel)$/,
    reason: 'HTML pages the wallet provider redirects its popup to (and their older /paypal/ paths); not an API',
  },
  {
    route: /^\/api\/sandbox\/(wallet|paypal)\/approve$/,
    reason: 'the sandbox wallet approval page (HTML and a form post); not an API',
  },
];
const undocumented = (url: string) => UNDOCUMENTED.some((u) => u.route.test(url));

describe('the fuzz generators', () => {
  it('draw NUL and other control characters, in values and in undeclared keys', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' } },
      additionalProperties: { type: 'string' },
    };
    const drawn = fc.sample(
      arbitraryFor(schema, (s) => s),
      { numRuns: 2_000, seed: FIXED_SEED },
    );
    const texts = drawn.flatMap((o) => Object.entries(o as Record<string, string>).flat());
    expect(texts.some((t) => t.includes('\u0000'))).toBe(true);
    expect(Object.keys(Object.assign({}, ...drawn)).some((k) => /\u0000/.test(k))).toBe(true);
    expect(texts.some((t) => /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(t))).toBe(true);
  });
});

describe('findUnbounded (the bounded-schema rule itself)', () => {
  const doc = (schema: object, params: object[] = []): OpenApiDoc => ({
    paths: {
      '/api/x/{id}': {
        post: { parameters: params as never, requestBody: { content: { 'application/json': { schema } } } },
      },
    },
  });

  it('flags strings without maxLength and arrays without maxItems, wherever they are', () => {
    const found = findUnbounded(
      doc(
        {
          type: 'object',
          properties: {
            a: { type: 'string' },
            list: { type: 'array', items: { type: 'string', maxLength: 5 } },
            m: { type: 'object', additionalProperties: { type: 'string' } },
            u: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          },
        },
        [{ in: 'path', name: 'id', schema: { type: 'string' } }],
      ),
    );
    expect(found).toEqual([
      'POST /api/x/{id} path:id: string without maxLength',
      'POST /api/x/{id} body.a: string without maxLength',
      'POST /api/x/{id} body.list: array without maxItems',
      'POST /api/x/{id} body.m.*: string without maxLength',
      'POST /api/x/{id} body.u: string without maxLength',
    ]);
  });

  it('passes bounded strings, enums, uuids and bounded arrays', () => {
    const ok = {
      type: 'object',
      properties: {
        a: { type: 'string', maxLength: 9 },
        e: { type: 'string', enum: ['x'] },
        id: { type: 'string', format: 'uuid' },
        l: { type: 'array', maxItems: 2, items: { type: 'integer' } },
      },
    };
    expect(findUnbounded(doc(ok, [{ in: 'path', name: 'id', schema: { type: 'string', format: 'uuid' } }]))).toEqual(
      [],
    );
  });
});

describe(`fuzz of every OpenAPI operation (seed ${SEED}, ${RUNS} requests)`, () => {
  const { routes, collect } = routeCollector();
  const sockets = guardSockets();
  const web = loopbackWebProvider();
  let site: StaticSite;
  let server: TestServer;
  let adminCookie: string;
  let doc: OpenApiDoc;
  let operations: Operation[];

  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    server = await startTestServer({
      env: { ADMIN_PASSWORD, TRUST_PROXY: '1', FETCH_ALLOW_HOSTS: '127.0.0.1' },
      providers: { web },
      onRoute: collect,
    });
    const { res, jar } = await signInAdmin(server, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    adminCookie = jar.header();
    doc = (await (await server.request('/api/docs/json')).json()) as OpenApiDoc;
    operations = listOperations(doc);
  }, 180_000); // boot and the admin's password hash are slow on a busy shared machine
  afterAll(async () => {
    await server?.close();
    await site?.close();
    sockets.release();
  });

  it('reads a document with the operations a fuzz needs (a fuzz of nothing would prove nothing)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/analytics/page-view',
        'GET /api/verify-payment/{paymentId}',
        'GET /api/admin/stats',
      ]),
    );
  });

  it('every string in a request schema has a maximum length and every array a maximum size', () => {
    expect(findUnbounded(doc)).toEqual([]);
  });

  it('every route that answers is in the document (apart from the listed exceptions)', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${toRoutePattern(o.path)}`));
    const missing = routes
      .filter((r) => r.method !== 'HEAD' && !documented.has(`${r.method} ${r.url}`) && !undocumented(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it(
    'no 5xx, every error in the one shape, admin routes closed to anonymous callers, nothing dialled outside',
    { timeout: 120_000 + RUNS * 150 },
    async () => {
      const resolve = resolver(doc);
      const loopbackUrls = [`${site.url}/`, `${site.url}/about.html`];
      const fuzzers = operations.map((op) => operationFuzz(op, resolve, loopbackUrls));
      // First every string field with each text breaker (the class of the issue's 500s, for sure),
      // then random requests up to RUNS.
      const sweep = fuzzers.flatMap((f) => f.sweep(SEED));
      const random = fc.sample(fc.oneof(...fuzzers.map((f) => f.random)), {
        seed: SEED,
        numRuns: Math.max(RUNS - sweep.length, 0),
      });
      const requests: FuzzRequest[] = [...sweep, ...random];
      const started = performance.now();
      const stats = await runFuzz(server.url, requests, adminCookie);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const perOperation = new Set(requests.map((r) => r.operation));
      console.info(
        `fuzz: seed ${SEED}, ${stats.sent} requests (${sweep.length} in the text-breaker sweep) over ${perOperation.size} operations in ${seconds} s; statuses ${JSON.stringify(stats.byStatus)}; findings ${stats.findings.length}`,
      );
      if (process.env.FUZZ_PROFILE)
        console.info(
          Object.entries(stats.time)
            .sort((a, b) => b[1] - a[1])
            .map(([k, ms]) => `${Math.round(ms)} ms ${k}`)
            .join('\n'),
        );
      if (stats.findings.length)
        console.error(
          `fuzz FAILED with seed ${SEED} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz)\n${stats.findings
            .slice(0, 30)
            .map((f) => `${f.problem}\n    ${f.request}`)
            .join('\n')}`,
        );
      expect(stats.sent).toBe(Math.max(RUNS, sweep.length));
      expect(perOperation.size).toBe(operations.length);
      expect(stats.findings, `seed ${SEED}`).toEqual([]);
      expect(sockets.attempts, 'outbound connections the fuzz caused').toEqual([]);
    },
  );

  it('the undocumented routes also never answer hostile paths and queries with a 5xx', async () => {
    const concrete = [
      ...new Set(
        routes
          .filter((r) => undocumented(r.url) && !r.url.includes('*') && !r.url.includes(':') && r.method === 'GET')
          .map((r) => r.url),
      ),
    ];
    expect(concrete.length).toBeGreaterThan(0);
    const queries = [
      ...HOSTILE_QUERIES.map((q) => q.replaceAll('{p}', 'token')),
      ...HOSTILE_PATH_SEGMENTS.map((s) => `token=${s}`),
    ];
    // Several requests in flight: the server answers them as it would a crowd, and the file does
    // not wait on each round trip in turn.
    const limit = pLimit(8);
    const answers = await Promise.all(
      concrete.flatMap((url) =>
        queries.map((q) =>
          limit(async () => {
            const res = await fetch(`${server.url}${url}?${q}`, {
              redirect: 'manual',
              headers: { 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
            });
            await res.arrayBuffer();
            return res.status >= 500 ? `${res.status} GET ${url}?${q.slice(0, 80)}` : null;
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a !== null)).toEqual([]);
  });

  it('is healthy afterwards, and the admin session still works', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    expect((await server.request('/api/admin/session', { headers: { cookie: adminCookie } })).status).toBe(200);
  });
});
