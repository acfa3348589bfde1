import { randomBytes } from 'node:crypto';
import { AppError } from '@common/errors';
import { simulateConversation } from './sandbox-transcript';
import type { CallDetails, CallState, SendCallInput, VoiceProvider } from './types';

/**
 * The offline voice provider: nobody is dialled. A placed call is queued, then "in progress", then
 * completed, over a few seconds, with a transcript written from the agent's prompt. Every call id
 * starts with `sandbox-` and every transcript and summary says it is a simulation.
 */
export interface SandboxVoiceOptions {
  /** Time spent "queued" before the simulated call starts. */
  queuedMs?: number;
  /** Time spent "in progress". */
  talkMs?: number;
  now?: () => number;
}

const SANDBOX_VOICES = [
  { id: 'sandbox-maya', name: 'Maya (sandbox)', gender: 'female' },
  { id: 'sandbox-evelyn', name: 'Evelyn (sandbox)', gender: 'female' },
  { id: 'sandbox-mason', name: 'Mason (sandbox)', gender: 'male' },
  { id: 'sandbox-ryan', name: 'Ryan (sandbox)', gender: 'male' },
];

interface PlacedCall {
  createdAt: number;
  input: SendCallInput;
}

export function createSandboxVoice(opts: SandboxVoiceOptions = {}): VoiceProvider {
  const queuedMs = opts.queuedMs ?? 1500;
  const talkMs = opts.talkMs ?? 4000;
  const now = opts.now ?? Date.now;
  const calls = new Map<string, PlacedCall>();

  const stateAt = (createdAt: number): CallState => {
    const elapsed = now() - createdAt;
    if (elapsed < queuedMs) return 'queued';
    if (elapsed < queuedMs + talkMs) return 'in-progress';
    return 'completed';
  };

  const empty = (providerCallId: string, state: CallState, metadata: Record<string, unknown>): CallDetails => ({
    providerCallId,
    state,
    completed: false,
    durationSeconds: null,
    transcript: null,
    transcripts: [],
    summary: null,
    recordingUrl: null,
    answeredBy: null,
    price: null,
    errorMessage: null,
    metadata,
  });

  return {
    mode: 'sandbox',
    adapter: 'sandbox',
    pollIntervalSeconds: Math.min(5, Math.max(0.25, (queuedMs + talkMs) / 4000)),

    async sendCall(input) {
      const createdAt = now();
      // The creation time is part of the id, so a process that did not place the call can still
      // tell how far along it would be (see getCall).
      const providerCallId = `sandbox-${createdAt.toString(36)}-${randomBytes(6).toString('hex')}`;
      calls.set(providerCallId, { createdAt, input });
      return { providerCallId };
    },

    async getCall(providerCallId) {
      const placed = calls.get(providerCallId);
      if (placed) {
        const state = stateAt(placed.createdAt);
        const metadata = placed.input.metadata ?? {};
        if (state !== 'completed') return empty(providerCallId, state, metadata);
        const talk = simulateConversation(placed.input.task);
        return {
          ...empty(providerCallId, 'completed', metadata),
          completed: true,
          durationSeconds: talk.durationSeconds,
          transcript: talk.transcript,
          transcripts: talk.transcripts,
          summary: talk.summary,
          answeredBy: 'human',
          price: 0,
        };
      }
      // Simulated calls live in the memory of the process that placed them. After a restart, or in
      // a separate worker process, we know when the call started but not what it was about.
      const m = /^sandbox-([0-9a-z]+)-[0-9a-f]+$/.exec(providerCallId);
      if (!m) throw new AppError('NOT_FOUND', `The sandbox placed no call ${providerCallId}`);
      const state = stateAt(parseInt(m[1], 36));
      if (state !== 'completed') return empty(providerCallId, state, {});
      return {
        ...empty(providerCallId, 'failed', {}),
        completed: true,
        errorMessage: 'Sandbox call placed by another server process or before a restart; its simulated transcript is not available.',
      };
    },

    // The sandbox sends no webhooks, so none can be genuine.
    verifyWebhook: () => null,

    async listVoices() {
      return SANDBOX_VOICES.map((v) => ({ ...v }));
    },
  };
}
