import { randomInt } from 'node:crypto';
import type { TestServer } from './test-server';
import { visitor, type Visitor } from './visitor-client';

// Helpers for tests of the wizard's save / trial / launch endpoints. saveConfig and launch speak
// as one visitor per server (one cc_vid cookie), as the wizard in one browser does; launch first
// proves the number with the messaging Sandbox's code (once per number), as the Launch step does.

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

/** Where a test reads a texted code when the server uses a real adapter (the fake's `lastCode`). */
export type CodeSource = (e164: string) => string | undefined;
const visitors = new WeakMap<TestServer, { who: Visitor; verified: Set<string>; codes?: CodeSource }>();
/** The one visitor the helpers speak as on this server. */
export function wizardVisitor(server: TestServer) {
  let v = visitors.get(server);
  if (!v) visitors.set(server, (v = { who: visitor(server), verified: new Set() }));
  return v;
}
/** For servers configured with Twilio Verify pointed at tests/fakes/twilio.ts. */
export const useTextedCodes = (server: TestServer, codes: CodeSource) => void (wizardVisitor(server).codes = codes);

/**
 * Proves `phoneNumber` for `who` through the Sandbox: sends a code, reads it from the answer
 * (the Sandbox shows it on screen) and checks it. From a fresh address, so per-address code caps
 * don't mix with the launch limits a test is about.
 */
export async function verifyPhone(
  who: Visitor,
  phoneNumber: string,
  ip = freshIp(),
  codes?: CodeSource,
): Promise<string> {
  const headers = { 'x-forwarded-for': ip };
  const sent = await who.request('/api/phone-verifications', { method: 'POST', headers, json: { phoneNumber } });
  if (sent.status !== 200) throw new Error(`phone-verifications ${sent.status}: ${await sent.text()}`);
  const started = await sent.json();
  const { verificationId } = started;
  const sandboxCode = started.sandboxCode ?? codes?.(started.phoneNumber);
  const checked = await who.request('/api/phone-verifications/check', {
    method: 'POST',
    headers,
    json: { verificationId, code: sandboxCode },
  });
  if (checked.status !== 200) throw new Error(`phone-verifications/check ${checked.status}: ${await checked.text()}`);
  return verificationId;
}

export async function saveConfig(server: TestServer, over: Record<string, unknown> = {}): Promise<string> {
  const res = await wizardVisitor(server).who.request('/api/save-agent-config', {
    method: 'POST',
    json: sampleConfig(over),
  });
  if (res.status !== 200) throw new Error(`save-agent-config ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

export async function launch(
  server: TestServer,
  id: string,
  phoneNumber: string,
  ip: string,
  config: Record<string, unknown> = {},
) {
  const v = wizardVisitor(server);
  if (!v.verified.has(phoneNumber)) {
    // An unreadable number can't be verified: the launch itself must say why.
    if ((await verifyPhone(v.who, phoneNumber, freshIp(), v.codes).catch(() => null)) !== null)
      v.verified.add(phoneNumber);
  }
  return v.who.request('/api/launch-agent', {
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
