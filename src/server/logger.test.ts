import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, prettyLogsWanted } from './logger';

function capture() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return { out, text: () => text };
}

describe('logger', () => {
  it('is pretty only in development on a terminal', () => {
    expect(prettyLogsWanted('development', { isTTY: true })).toBe(true);
    expect(prettyLogsWanted('development', { isTTY: false })).toBe(false);
    expect(prettyLogsWanted('development', {})).toBe(false);
    expect(prettyLogsWanted('production', { isTTY: true })).toBe(false);
    expect(prettyLogsWanted('test', { isTTY: true })).toBe(false);
  });

  it('writes one JSON object per line by default, with secrets redacted', () => {
    const { out, text } = capture();
    createLogger('info', { destination: out }).info({ user: { password: 'hunter2' } }, 'signed in');
    const line = JSON.parse(text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'signed in', app: 'callcraft', level: 30, user: { password: '[Redacted]' } });
  });

  it('writes readable lines through pino-pretty when asked, with secrets still redacted', () => {
    const { out, text } = capture();
    createLogger('info', { pretty: true, destination: out }).info({ user: { password: 'hunter2' } }, 'signed in');
    const written = text();
    expect(() => JSON.parse(written.trim())).toThrow();
    // Without the colour escapes pino-pretty adds.
    const plain = written.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toMatch(/INFO.*: signed in/);
    expect(plain).toContain('[Redacted]');
    expect(plain).not.toContain('hunter2');
  });
});
