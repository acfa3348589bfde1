import { randomInt } from 'node:crypto';
import type { TestServer } from './test-server';

// Helpers for tests of the wizard's save / trial / launch endpoints.

export const sampleConfig = (over: Record<string, unknown> = {}) => ({
  industry: 'real-estate',
  industryCustom: '',
  websiteUrl: '',
  gender: 'female',
  age: '20s',
  energyStyle: 'friendly',
  toneBooster: ['Warm', 'Confident'],
  hometown: 'Chicago, IL',
  name: 'Jordan',
  backstory: '',
  ...over,
});

/** A fresh, valid US number (555 exchange) per call, so tests don't share daily allowances. */
export const freshPhone = () => `212555${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** A client address from the TEST-NET range; with TRUST_PROXY the server takes it from X-Forwarded-For. */
let ipSeq = 1;
export const freshIp = () => `198.51.100.${ipSeq++}`;

export async function saveConfig(server: TestServer, over: Record<string, unknown> = {}): Promise<string> {
  const res = await server.request('/api/save-agent-config', { method: 'POST', json: sampleConfig(over) });
  if (res.status !== 200) throw new Error(`save-agent-config ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

export function launch(
  server: TestServer,
  id: string,
  phoneNumber: string,
  ip: string,
  config: Record<string, unknown> = {},
) {
  return server.request('/api/launch-agent', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest-wizard' },
    json: { phoneNumber, agentConfig: { ...sampleConfig(config), id }, consent: true },
  });
}

export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
