#!/usr/bin/env node
// Runs the Playwright journeys as N shards side by side (default 2), each its own Playwright
// process with its own server, port (E2E_PORT 4310, 4311, …) and embedded data directory, on the
// client built beforehand (E2E_PREBUILT=1: no shard builds it again). Each line is prefixed with its
// shard; the exit code is non-zero when any shard failed.
//
// Shards are cut by time, not by count: Playwright's own --shard splits the files in order, and one
// shard then got the long campaign journeys and finished eight minutes after the other. The files
// are dealt longest first to the shard with the least work, by the seconds each took last time
// (tests/e2e/durations.json; a file not listed counts as the median). After the run the figures
// measured are printed and written to .tmp/e2e-durations.json; `--write-durations` copies them into
// tests/e2e/durations.json (do it from a run on a quiet machine).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const E2E_DIR = 'tests/e2e';
const DURATIONS_FILE = `${E2E_DIR}/durations.json`;
const MEASURED_FILE = '.tmp/e2e-durations.json';

const args = process.argv.slice(2);
const writeDurations = args.includes('--write-durations');
const shardArg = args.find((a) => !a.startsWith('--'));
const shards = Number(shardArg ?? 2);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`error: scripts/e2e-shards.mjs takes a number of shards, not '${shardArg}'`);
  process.exit(2);
}
/** Whether nothing listens on the port yet (another run on the machine, a developer's server). */
const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
/** Ports for the shards from E2E_PORT (default 4310) up, skipping any already taken. */
async function shardPorts(count, from) {
  const ports = [];
  for (let port = from; ports.length < count && port < from + 100; port++) if (await portFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`no free port for the e2e servers between ${from} and ${from + 99}`);
  return ports;
}
const ports = await shardPorts(shards, Number(process.env.E2E_PORT ?? 4310));

const files = readdirSync(E2E_DIR)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => `${E2E_DIR}/${f}`)
  .sort();
const known = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
const listed = Object.values(known).sort((a, b) => a - b);
const fallback = listed.length ? listed[Math.floor(listed.length / 2)] : 10;
const weight = (f) => known[f] ?? fallback;

/** Longest first, each to the shard with the least seconds so far. */
const plan = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = plan.reduce((min, s) => (s.seconds < min.seconds ? s : min));
  lightest.files.push(f);
  lightest.seconds += weight(f);
}

mkdirSync('.tmp', { recursive: true });
const escape = (f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const runs = plan.map((shard, i) => {
  const label = `[e2e ${i + 1}/${shards}]`;
  const port = ports[i];
  const report = `.tmp/e2e-report-${port}.json`;
  rmSync(report, { force: true });
  console.log(
    `${label} ${shard.files.length} files on port ${port}, about ${Math.round(shard.seconds)} s by the last figures`,
  );
  if (!shard.files.length) return Promise.resolve({ label, code: 0, report });
  // An anchored path per file: a bare name would also pick up a file whose name ends with it.
  const filters = shard.files.map((f) => `${escape(f)}$`);
  const child = spawn('node_modules/.bin/playwright', ['test', '--reporter=list,json', ...filters], {
    env: { ...process.env, E2E_PORT: String(port), E2E_PREBUILT: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ label, code, report })));
});

const results = await Promise.all(runs);

/** Seconds per file from the JSON reports (the sum of its tests' run times). */
const measured = {};
const walk = (suite, file) => {
  const here = suite.file ? `${E2E_DIR}/${suite.file}` : file;
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      for (const r of t.results ?? []) measured[here] = (measured[here] ?? 0) + r.duration / 1000;
  for (const child of suite.suites ?? []) walk(child, here);
};
for (const r of results) {
  if (!existsSync(r.report)) continue;
  for (const suite of JSON.parse(readFileSync(r.report, 'utf8')).suites ?? []) walk(suite, undefined);
}
const rounded = Object.fromEntries(
  Object.entries(measured)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([f, s]) => [f, Math.round(s * 10) / 10]),
);
writeFileSync(MEASURED_FILE, `${JSON.stringify(rounded, null, 2)}\n`);
const slowest = Object.entries(rounded)
  .sort(([, a], [, b]) => b - a)
  .slice(0, 8)
  .map(([f, s]) => `${f.slice(E2E_DIR.length + 1)} ${s} s`);
console.log(`[e2e] slowest files: ${slowest.join(', ')} (all in ${MEASURED_FILE})`);
// Where the server was slow: its log (kept per port by playwright.config.ts) warns per request
// over two seconds. A journey that timed out waiting usually has its cause here.
for (const [i, r] of results.entries()) {
  const log = `.tmp/e2e-server-${ports[i]}.log`;
  if (!existsSync(log)) continue;
  const slow = readFileSync(log, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const e = JSON.parse(line);
        return e.msg === 'slow request' ? [e] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.ms - a.ms);
  const top = slow
    .slice(0, 8)
    .map((e) => `${e.method} ${e.route} ${e.status} ${e.ms} ms at ${new Date(e.time).toISOString().slice(11, 19)}`);
  console.log(
    `${r.label} ${slow.length} requests over 2 s${top.length ? `; slowest: ${top.join('; ')}` : ''} (${log})`,
  );
}
if (writeDurations) {
  writeFileSync(DURATIONS_FILE, `${JSON.stringify({ ...known, ...rounded }, null, 2)}\n`);
  console.log(`[e2e] wrote ${DURATIONS_FILE}`);
}

const failed = results.filter((r) => r.code !== 0);
for (const r of results) console.log(`${r.label} exit ${r.code}`);
process.exit(failed.length ? 1 : 0);
