import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@common/errors';
import { vendorFetch, vendorJson } from '../http';
import { mapBlandCall, type BlandCallObject } from './bland-call-details';
import type { CallDetails, SendCallInput, VoiceProvider } from './types';
import { isHttpsUrlOn } from './recording-url';
import { curatedBlandVoice } from './curated-voices';
import { toBlandTool } from './bland-tools';
import { blandInbound } from './bland-inbound';

// Bland AI over plain fetch (no official Node SDK); facts in ../shared/design/providers.md §1.

export interface BlandOptions {
  apiKey: string;
  /** https://api.bland.ai in production; a fake server in tests. */
  baseUrl: string;
  /** The account's webhook signing secret. Without it no webhook can be trusted, so all are refused. */
  webhookSecret?: string;
  timeoutMs?: number;
  /** How often the status poll asks about a running call (default 15 s; tests use less). */
  pollIntervalSeconds?: number;
}

const VENDOR = 'Bland AI';
const SIGNATURE_HEADER = 'x-webhook-signature';

interface SendCallAnswer {
  status?: string;
  message?: string;
  call_id?: string;
}

/** Bland's error bodies are `{status:'error', message}` or `{errors:[{message}]}`. */
const describeError = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? body.slice(0, 200) : undefined;
  const b = body as { message?: unknown; errors?: Array<{ message?: unknown }> };
  if (typeof b.message === 'string') return b.message;
  const first = Array.isArray(b.errors) ? b.errors[0]?.message : undefined;
  return typeof first === 'string' ? first : undefined;
};

/** Hex HMAC-SHA256 of the raw body with the signing secret (Bland's scheme; no timestamp). */
export function signBlandWebhook(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifyBlandSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signBlandWebhook(secret, rawBody), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  // timingSafeEqual throws on different lengths; a wrong length is simply a wrong signature.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createBlandVoice(opts: BlandOptions): VoiceProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: opts.apiKey, accept: 'application/json' };
  const get = async <T>(path: string): Promise<T> => {
    const res = await vendorFetch(`${base}${path}`, { vendor: VENDOR, headers, timeoutMs: opts.timeoutMs });
    return vendorJson<T>(res, VENDOR, describeError);
  };
  const post = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const res = await vendorFetch(`${base}${path}`, {
      vendor: VENDOR,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: opts.timeoutMs,
    });
    return vendorJson<T>(res, VENDOR, describeError);
  };

  return {
    mode: 'live',
    adapter: 'bland',
    pollIntervalSeconds: opts.pollIntervalSeconds ?? 15,
    // Bland's own domain, and the configured API host (a regional host, or the fake in tests).
    isRecordingUrl: (url) => isHttpsUrlOn(url, ['bland.ai', new URL(base).hostname]),

    async sendCall(input: SendCallInput) {
      const body = {
        phone_number: input.phoneNumber,
        task: input.task,
        voice: input.voice,
        first_sentence: input.firstSentence,
        max_duration: input.maxDurationMinutes,
        record: input.record ?? false,
        // The agent speaks first: the person answering expects whoever called to introduce themselves.
        wait_for_greeting: false,
        // Answering-machine detection: answered_by says human / voicemail in the call details.
        answered_by_enabled: true,
        // What to do on a machine: the current `voicemail` object (docs/decisions/2026-11-24b-26-voicemail.md).
        ...(input.voicemail
          ? {
              voicemail:
                input.voicemail.action === 'leave_message'
                  ? { action: 'leave_message', message: input.voicemail.message }
                  : { action: 'hangup' },
            }
          : {}),
        metadata: input.metadata,
        // The agent's tools at their signed Callcraft endpoints (bland-tools.ts).
        ...(input.tools?.length ? { tools: input.tools.map(toBlandTool) } : {}),
        ...(input.transferPhoneNumber ? { transfer_phone_number: input.transferPhoneNumber } : {}),
        ...(input.from ? { from: input.from } : {}),
        // Without a signing secret every webhook would be refused: don't ask Bland to send one
        // (and retry it); the status poll collects the result instead.
        ...(opts.webhookSecret && input.webhookUrl ? { webhook: input.webhookUrl } : {}),
      };
      const res = await vendorFetch(`${base}/v1/calls`, {
        vendor: VENDOR,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: opts.timeoutMs,
      });
      const answer = await vendorJson<SendCallAnswer>(res, VENDOR, describeError).catch((err: unknown) => {
        // The plan's concurrent-call cap: say so, so the dispatcher waits for lines instead of failing leads.
        if (err instanceof AppError && err.code === 'RATE_LIMITED' && /concurren/i.test(err.message)) {
          throw new AppError('RATE_LIMITED', `${VENDOR}: concurrent call limit reached`, {
            vendor: VENDOR,
            status: 429,
            concurrencyLimit: true,
          });
        }
        throw err;
      });
      if (answer?.status !== 'success' || !answer.call_id) {
        throw new AppError(
          'PROVIDER_ERROR',
          `${VENDOR} did not queue the call${answer?.message ? `: ${answer.message}` : ''}`,
          { vendor: VENDOR },
        );
      }
      return { providerCallId: answer.call_id };
    },

    async getCall(providerCallId: string): Promise<CallDetails> {
      const raw = await get<BlandCallObject>(`/v1/calls/${encodeURIComponent(providerCallId)}`);
      return mapBlandCall(raw, providerCallId);
    },

    verifyWebhook(rawBody, hdrs) {
      if (!opts.webhookSecret) return null;
      const sig = hdrs[SIGNATURE_HEADER];
      if (!verifyBlandSignature(opts.webhookSecret, rawBody, Array.isArray(sig) ? sig[0] : sig)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      if (!parsed || typeof parsed !== 'object') return null;
      const details = mapBlandCall(parsed as BlandCallObject);
      return details.providerCallId ? details : null;
    },

    ...blandInbound(post, opts.webhookSecret),
    curatedVoice: curatedBlandVoice,

    async listVoices() {
      const answer = await get<{
        voices?: Array<{ id?: string; name?: string; description?: string; tags?: string[] }>;
      }>('/v1/voices');
      return (answer?.voices ?? [])
        .filter((v) => v.id && v.name)
        .map((v) => ({ id: String(v.id), name: String(v.name), gender: genderOf(v) }));
    },
  };
}

/** Bland has no gender field; curated voices say it in their tags or description. */
function genderOf(v: { description?: string; tags?: string[] }): string | undefined {
  const words = [...(v.tags ?? []), v.description ?? ''].join(' ').toLowerCase();
  if (/\bfemale\b|\bwoman\b/.test(words)) return 'female';
  if (/\bmale\b|\bman\b/.test(words)) return 'male';
  return undefined;
}
