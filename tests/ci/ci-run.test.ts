import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// .ci/run under CI=true: the PostgreSQL lane is required, so a missing server fails the run at
// once (before anything is installed), with a message saying what to start.

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('.ci/run', () => {
  it('fails with a clear message when nothing answers at the PostgreSQL URL under CI=true', () => {
    const run = spawnSync('bash', ['.ci/run'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, CI: 'true', CI_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/test' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'CI=true requires the PostgreSQL integration lane, but nothing answers at postgres://postgres@127.0.0.1:1/test',
    );
    expect(run.stdout).not.toContain('==> npm ci');
  });

  it('ends with the Node 24 lane, which runs the unit suite and the integration suite against PostgreSQL on the binary it checked', () => {
    const ci = readFileSync(`${root}/.ci/run`, 'utf8');
    const lines = ci.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('scripts/node-lane.sh "${CI_NODE_LANE:-24}"');
    // The integration suite runs twice in all: embedded on the machine's Node (npm test), PostgreSQL on Node 24.
    expect(ci.match(/TEST_DATABASE_URL=/g)).toEqual(['TEST_DATABASE_URL=']);
    expect(lines.findIndex((l) => l.includes('export TEST_DATABASE_URL="$PG_URL"'))).toBeGreaterThan(
      lines.findIndex((l) => l === 'npm test'),
    );
    const lane = readFileSync(`${root}/scripts/node-lane.sh`, 'utf8');
    expect(lane).toContain('node node_modules/vitest/vitest.mjs run --project unit');
    expect(lane).toContain('node node_modules/vitest/vitest.mjs run --project integration');
    const bad = spawnSync('bash', ['scripts/node-lane.sh', 'lts'], { cwd: root, encoding: 'utf8', timeout: 20_000 });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("takes a Node major version (e.g. 24), not 'lts'");
  });
});
