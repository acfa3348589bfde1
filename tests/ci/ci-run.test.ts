import { spawnSync } from 'node:child_process';
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
});
