import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { round, type LoadPhase } from './load';

// The issue's own load generator (issue 27 measured "wrk with 50 connections for 15 s"). wrk is C:
// it reads answers without parsing or decompressing them, so the figure is the server's, not the
// client's. Node's fetch on the same two cores spent more time parsing a 20 KB lead page than the
// server spent making it, which halved the page's figure but not health's. When wrk is not
// installed (`apt-get install wrk`), the benches fall back to bench/lib/load.ts and say so.

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
export const wrkAvailable = () => existsSync(WRK);

// wrk's Lua hook prints the exact percentiles (its own summary gives 50/75/90/99 only).
const REPORT = `done = function(summary, latency, requests)
  io.write(string.format("P50_US %d\\nP95_US %d\\nMAX_US %d\\n", latency:percentile(50), latency:percentile(95), latency.max))
end
`;
let script: string | null = null;
function reportScript(): string {
  if (!script) {
    script = path.join(mkdtempSync(path.join(tmpdir(), 'wrk-')), 'report.lua');
    writeFileSync(script, REPORT);
  }
  return script;
}

/** `wrk -c<connections> -d<seconds>` against one URL with the given headers; non-2xx answers are errors. */
export async function runWrk(opts: {
  url: string;
  connections: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<LoadPhase> {
  const args = ['-t2', `-c${opts.connections}`, `-d${Math.round(opts.durationMs / 1000)}s`, '-s', reportScript()];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}: ${v}`);
  args.push(opts.url);
  const { stdout } = await promisify(execFile)(WRK, args, { maxBuffer: 1 << 20 });
  const num = (re: RegExp) => Number(re.exec(stdout)?.[1] ?? NaN);
  const requests = num(/(\d+) requests in/);
  const errors = num(/Non-2xx or 3xx responses: (\d+)/) || 0;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  const us = (label: string) => num(new RegExp(`${label}_US (\\d+)`)) / 1000;
  if (!Number.isFinite(requests)) throw new Error(`wrk printed no figures:\n${stdout}`);
  return {
    requests,
    errors: errors + socketErrors,
    rps: round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50: round(us('P50')),
    p95: round(us('P95')),
    max: round(us('MAX')),
  };
}
