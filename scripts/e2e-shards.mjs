#!/usr/bin/env node
// Runs the Playwright journeys as N shards side by side (default 2), each its own Playwright
// process with its own server, port (E2E_PORT 4310, 4311, …) and embedded data directory, on the
// client built beforehand (E2E_PREBUILT=1: no shard builds it again). Each line is prefixed with its
// shard; the exit code is non-zero when any shard failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Number(process.argv[2] ?? 2);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`error: scripts/e2e-shards.mjs takes a number of shards, not '${process.argv[2]}'`);
  process.exit(2);
}
const basePort = Number(process.env.E2E_PORT ?? 4310);

const runs = Array.from({ length: shards }, (_, i) => {
  const label = `[e2e ${i + 1}/${shards}]`;
  const child = spawn('node_modules/.bin/playwright', ['test', `--shard=${i + 1}/${shards}`], {
    env: { ...process.env, E2E_PORT: String(basePort + i), E2E_PREBUILT: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ label, code })));
});

const results = await Promise.all(runs);
const failed = results.filter((r) => r.code !== 0);
for (const r of results) console.log(`${r.label} exit ${r.code}`);
process.exit(failed.length ? 1 : 0);
