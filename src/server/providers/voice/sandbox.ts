import { randomBytes } from 'node:crypto';
import { AppError } from '@common/errors';
import { simulateConversation } from './sandbox-transcript';
import { simulateCampaignCall } from './sandbox-outcome';
import { memorySandboxStore, type SandboxCallRecord, type SandboxCallStore } from './sandbox-calls.repo';
import type { CallDetails, CallState, VoiceProvider } from './types';
import { curatedBlandVoice } from './curated-voices';

/**
 * The Sandbox voice provider: nobody is dialled. A placed call is written to its dial log (the
 * `sandbox_calls` table, so every process, and the same process after a restart, can read it),
 * then reads as queued, "in progress" and finished as time passes. Trial and test calls hear a
 * conversation written from the agent's prompt; campaign calls (metadata.purpose = 'campaign', or
 * 'campaign-test' for a test run's attempts)
 * get an outcome decided by the dialled number (sandbox-outcome.ts: interested, not interested,
 * do-not-call request, voicemail, no answer). Every call id starts with `sandbox-` and every
 * transcript and summary says it is a simulation. Sending the same call id twice (metadata.callId)
 * answers the first simulated call: a retried send never "dials" twice.
 */
export interface SandboxVoiceOptions {
  /** Time spent "queued" before the simulated call starts. */
  queuedMs?: number;
  /** Time spent "in progress". */
  talkMs?: number;
  now?: () => number;
  /** The dial log; the app passes the database one (providers/voice/index.ts). */
  store?: SandboxCallStore;
}

const SANDBOX_VOICES = [
  { id: 'sandbox-maya', name: 'Maya (sandbox)', gender: 'female' },
  { id: 'sandbox-evelyn', name: 'Evelyn (sandbox)', gender: 'female' },
  { id: 'sandbox-mason', name: 'Mason (sandbox)', gender: 'male' },
  { id: 'sandbox-ryan', name: 'Ryan (sandbox)', gender: 'male' },
];

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
  endReason: null,
});

/**
 * A simulated call's own end: it is answered when its queue time is over and lasts the duration
 * its simulation reports (which may run past the few seconds the Sandbox really waits).
 */
/**
 * The simulated call's end: answered after its queue time, then its talk. The Sandbox frees the line
 * as soon as it reports, so the end is never later than that report (a capacity slot is held
 * exactly as long as the call's recorded span).
 */
const endOf = (call: SandboxCallRecord, durationSeconds: number | null, reportedAt: number) =>
  new Date(Math.min(reportedAt, call.createdAt.getTime() + call.queuedMs + (durationSeconds ?? 0) * 1000));

function finished(call: SandboxCallRecord, reportedAt: number): CallDetails {
  const base = empty(call.id, 'completed', call.metadata);
  // A Sandbox caller rang us: the agent answered; the conversation engine holds the talk (call.finished).
  if (call.metadata.direction === 'inbound')
    return {
      ...base,
      completed: true,
      durationSeconds: 0,
      transcripts: [{ user: 'agent-action', text: NOTE }],
      transcript: `agent-action: ${NOTE}`,
      summary: 'Sandbox simulation (no real call): an inbound call was answered.',
      answeredBy: 'human',
      price: 0,
      endReason: 'completed',
      endedAt: endOf(call, 0, reportedAt),
      inbound: { to: call.metadata.to ?? '', from: call.phoneNumber },
    };
  if (call.metadata.purpose !== 'campaign' && call.metadata.purpose !== 'campaign-test') {
    const talk = simulateConversation(call.task);
    return {
      ...base,
      completed: true,
      durationSeconds: talk.durationSeconds,
      transcript: talk.transcript,
      transcripts: talk.transcripts,
      summary: talk.summary,
      answeredBy: 'human',
      price: 0,
      endReason: 'completed',
      endedAt: endOf(call, talk.durationSeconds, reportedAt),
    };
  }
  const vm = call.metadata.voicemailAction
    ? {
        action: call.metadata.voicemailAction as 'hangup' | 'leave_message',
        message: call.metadata.voicemailMessage ?? '',
      }
    : null;
  const sim = simulateCampaignCall(call.phoneNumber, call.task, vm);
  const noAnswer = sim.endReason === 'no-answer' || sim.endReason === 'busy';
  return {
    ...base,
    state: noAnswer ? 'failed' : 'completed',
    completed: true,
    durationSeconds: sim.durationSeconds,
    transcript: sim.transcripts.length ? sim.transcripts.map((t) => `${t.user}: ${t.text}`).join('\n') : null,
    transcripts: sim.transcripts,
    summary: sim.summary,
    answeredBy: sim.answeredBy,
    price: 0,
    errorMessage: noAnswer ? `Sandbox: ${sim.endReason === 'busy' ? 'busy' : 'no answer'} (simulated)` : null,
    endReason: sim.endReason,
    endedAt: endOf(call, sim.durationSeconds, reportedAt),
  };
}

const NOTE = 'Sandbox simulation: no real phone call was placed.';

/** A Sandbox number: +1, the area code, 555, then four digits outside the scripted 555-01xx patterns. */
export const sandboxNumber = (areaCode = '415') =>
  `+1${areaCode}555${String(200 + (randomBytes(2).readUInt16BE(0) % 9800)).padStart(4, '0')}`;

export function createSandboxVoice(opts: SandboxVoiceOptions = {}): VoiceProvider {
  const queuedMs = opts.queuedMs ?? 1500;
  const talkMs = opts.talkMs ?? 4000;
  const now = opts.now ?? Date.now;
  const store = opts.store ?? memorySandboxStore();

  return {
    mode: 'sandbox',
    adapter: 'sandbox',
    pollIntervalSeconds: Math.min(5, Math.max(0.25, (queuedMs + talkMs) / 4000)),
    // Simulated calls have no recording, so no link is ever the Sandbox's.
    isRecordingUrl: () => false,

    async sendCall(input) {
      const createdAt = new Date(now());
      const stored = await store.put({
        id: `sandbox-${createdAt.getTime().toString(36)}-${randomBytes(6).toString('hex')}`,
        clientRef: input.metadata?.callId ?? null,
        phoneNumber: input.phoneNumber,
        task: input.task,
        voice: input.voice ?? null,
        // The voicemail instruction rides in the dial log's metadata (the Sandbox's own record).
        metadata: {
          ...(input.metadata ?? {}),
          ...(input.from ? { from: input.from } : {}),
          ...(input.voicemail
            ? { voicemailAction: input.voicemail.action, voicemailMessage: input.voicemail.message }
            : {}),
        },
        queuedMs,
        talkMs,
        createdAt,
      });
      return { providerCallId: stored.id };
    },

    async getCall(providerCallId) {
      const call = await store.get(providerCallId);
      if (!call) throw new AppError('NOT_FOUND', `The sandbox placed no call ${providerCallId}`);
      const elapsed = now() - call.createdAt.getTime();
      if (elapsed < call.queuedMs) return empty(call.id, 'queued', call.metadata);
      if (elapsed < call.queuedMs + call.talkMs) return empty(call.id, 'in-progress', call.metadata);
      return finished(call, now());
    },

    async findByClientRef(callId) {
      const call = await store.byRef(callId);
      return call ? { providerCallId: call.id } : null;
    },

    // The sandbox sends no webhooks, so none can be genuine.
    verifyWebhook: () => null,
    verifyInboundStart: () => null,

    async provisionNumber({ areaCode }) {
      return { phoneNumber: sandboxNumber(areaCode) };
    },
    // Sandbox numbers ring only from the admin area (placeInboundCall): nothing to point anywhere.
    async configureInboundNumber() {},

    async placeInboundCall({ to, from, metadata }) {
      const createdAt = new Date(now());
      const stored = await store.put({
        id: `sandbox-in-${createdAt.getTime().toString(36)}-${randomBytes(6).toString('hex')}`,
        clientRef: null,
        phoneNumber: from,
        task: '',
        voice: null,
        metadata: { ...metadata, direction: 'inbound', to },
        // Answered at once: an inbound call is not queued behind a dial.
        queuedMs: 0,
        talkMs,
        createdAt,
      });
      return { providerCallId: stored.id };
    },
    curatedVoice: curatedBlandVoice,

    async listVoices() {
      return SANDBOX_VOICES.map((v) => ({ ...v }));
    },
  };
}
