import type { TEndReason } from '@common/dispatch/schemas';
import type { TProviderMode } from '@common/system/providers';

// Phone calls through an AI voice provider (Bland AI live; a simulated call in the sandbox).
// Used by the wizard's trial call, the voice-call test page and, later, campaign dispatch.

/** One of the agent's tools as a voice provider calls it during the call: a signed Callcraft URL. */
export interface VoiceTool {
  name: string;
  description: string;
  /** JSON schema of the input (type object, properties). */
  parameters: Record<string, unknown>;
  url: string;
  /** Sent back unchanged on every request to `url` (the request's signature). */
  headers: Record<string, string>;
}

export interface SendCallInput {
  /** E.164. */
  phoneNumber: string;
  /** The agent's instructions (Bland `task`); kept under 2,000 characters by the caller. */
  task: string;
  voice?: string;
  firstSentence?: string;
  maxDurationMinutes?: number;
  record?: boolean;
  /** Echoed back by the provider in call details and webhooks; we put our own call id here. */
  metadata?: Record<string, string>;
  /** Where the provider should POST the finished call. */
  webhookUrl?: string;
  /**
   * What to do when answering-machine detection hears a machine: hang up, or speak
   * `message` after the beep. Absent: the provider's default (Bland: hang up).
   */
  voicemail?: { action: 'hangup' | 'leave_message'; message: string };
  /** The agent's tools, called by the provider during the call (live campaign calls). */
  tools?: VoiceTool[];
  /** Where the provider puts a caller through to a person (the campaign's transfer number). */
  transferPhoneNumber?: string;
  /**
   * The caller ID the callee sees (Bland `from`): a number on the provider's account, so a callee
   * who rings it back reaches the campaign's agent. Absent: the provider's own pool.
   */
  from?: string;
}

export type CallState = 'queued' | 'in-progress' | 'completed' | 'failed';

export interface CallDetails {
  providerCallId: string;
  state: CallState;
  /** True once the provider says the call is over (Bland's authoritative `completed`). */
  completed: boolean;
  durationSeconds: number | null;
  transcript: string | null;
  transcripts: Array<{ user: string; text: string }>;
  summary: string | null;
  recordingUrl: string | null;
  answeredBy: string | null;
  price: number | null;
  errorMessage: string | null;
  metadata: Record<string, unknown>;
  /** Why a finished call ended; null while it runs (and when the provider does not say). */
  endReason?: TEndReason | null;
  /**
   * When the call itself ended, as the provider recorded it. Absent: the moment the report is
   * written stands in (a poll that settles a whole run at once would give every call one time).
   */
  endedAt?: Date | null;
  /** An inbound call: who rang which of our numbers (absent on outbound calls). */
  inbound?: { to: string; from: string } | null;
}

/** Who rang which of our numbers, as the provider reports it when the call starts or ends. */
export interface InboundCallStart {
  providerCallId: string;
  /** Our number (E.164). */
  to: string;
  /** The caller (E.164 when the network gave it). */
  from: string;
}

/** What a number is told to do when it rings: where to ask for the caller's context and report the end. */
export interface InboundNumberConfig {
  /** Asked at call start with the call id, caller and number; answers the greeting and context. */
  startUrl: string;
  /** Where the finished call is posted. */
  webhookUrl: string;
  /** The agent's standing instructions; `{{caller_context}}` is filled from the start answer. */
  prompt: string;
}

export interface VoiceProvider {
  readonly mode: TProviderMode;
  readonly adapter: string;
  /**
   * How often it is worth asking about a call in progress. Optional: the poll job defaults to 10 s;
   * the sandbox, whose calls last seconds, suggests less.
   */
  readonly pollIntervalSeconds?: number;
  sendCall(input: SendCallInput): Promise<{ providerCallId: string }>;
  /** Whether a recording link from this provider may be shown as a link: https on its own hosts only. Absent: never. */
  isRecordingUrl?(url: string): boolean;
  getCall(providerCallId: string): Promise<CallDetails>;
  /**
   * Checks a post-call webhook against the raw body bytes and returns the call it reports,
   * or null when the signature is missing or wrong.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): CallDetails | null;
  /**
   * The call placed for our call id (sent as metadata.callId), when the provider can look it up:
   * lets the reconciler settle an attempt whose process died between sending and recording the id.
   */
  findByClientRef?(callId: string): Promise<{ providerCallId: string } | null>;
  /** Gets a new number that rings the agent (in `areaCode` when given). Absent: numbers can only be attached. */
  provisionNumber?(input: { areaCode?: string }): Promise<{ phoneNumber: string }>;
  /** Points a number on the provider's account at Callcraft; refuses a number the account does not hold. */
  configureInboundNumber?(phoneNumber: string, config: InboundNumberConfig): Promise<void>;
  /** Checks a call-start request against its signature over the raw bytes; null when forged or malformed. */
  verifyInboundStart?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): InboundCallStart | null;
  /** The Sandbox only: a scripted caller rings one of our numbers. */
  placeInboundCall?(input: { to: string; from: string; metadata: Record<string, string> }): Promise<{
    providerCallId: string;
  }>;
  /** The provider's voice for a caller's gender and age (the wizard's and the test tools' choice). */
  curatedVoice(gender: string, age: string): string;
  /** Voices the provider offers for assignment (campaign voice clones). */
  listVoices(): Promise<Array<{ id: string; name: string; gender?: string }>>;
}
