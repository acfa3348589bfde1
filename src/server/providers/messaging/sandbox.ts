import { randomInt, timingSafeEqual } from 'node:crypto';
import type { MessagingProvider, VerificationCheck } from './types';
import { MessagingError } from './types';

/** As Twilio Verify: a code lives 10 minutes, 5 sends per number per 10 minutes, 5 checks per code. */
export const SANDBOX_CODE_TTL_MS = 10 * 60_000;
const MAX_SENDS = 5;
const MAX_CHECKS = 5;

interface Pending {
  code: string;
  expiresAt: number;
  checks: number;
  sends: number[];
}

/**
 * The labelled Sandbox: no text message is sent; the code is answered to the app, which shows it
 * on screen as "Sandbox". It behaves like Twilio Verify (lifetime, send and check limits, a
 * verification that is used up once approved), so the flow is the same with or without a key.
 * Codes live in this process's memory: the Sandbox serves one web process.
 */
export function createSandboxMessaging(now: () => number = Date.now): MessagingProvider {
  const pending = new Map<string, Pending>();
  return {
    mode: 'sandbox',
    adapter: 'sandbox',
    async startVerification(to) {
      const t = now();
      const previous = pending.get(to);
      const sends = (previous?.sends ?? []).filter((s) => t - s < SANDBOX_CODE_TTL_MS);
      if (sends.length >= MAX_SENDS)
        throw new MessagingError(
          'Too many verification codes for this number. Please wait 10 minutes and try again.',
          'rate-limited',
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      pending.set(to, { code, expiresAt: t + SANDBOX_CODE_TTL_MS, checks: 0, sends: [...sends, t] });
      return { sandboxCode: code };
    },
    async checkVerification(to, code): Promise<VerificationCheck> {
      const p = pending.get(to);
      if (!p || p.expiresAt <= now() || p.checks >= MAX_CHECKS) return 'expired';
      p.checks++;
      const given = Buffer.from(code.padEnd(6).slice(0, 10));
      const right = Buffer.from(p.code.padEnd(6).slice(0, 10));
      if (given.length === right.length && timingSafeEqual(given, right)) {
        // Used up once approved, as Twilio deletes an approved verification.
        pending.set(to, { ...p, expiresAt: 0 });
        return 'approved';
      }
      return 'pending';
    },
  };
}
