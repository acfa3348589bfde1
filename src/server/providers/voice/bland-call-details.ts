import { cleanDeep } from '@common/text/clean-text';
import type { TEndReason } from '@common/dispatch/schemas';
import type { CallDetails, CallState } from './types';

/**
 * Bland's call object, as GET /v1/calls/{id} answers it and as the post-call webhook delivers it
 * (same shape). Only the fields we read; everything is optional because Bland omits or nulls
 * fields depending on the call's stage and the account's settings.
 */
export interface BlandCallObject {
  call_id?: string;
  c_id?: string;
  status?: string | null;
  queue_status?: string | null;
  completed?: boolean | null;
  call_length?: number | string | null;
  corrected_duration?: number | string | null;
  concatenated_transcript?: string | null;
  transcripts?: Array<{ user?: string; text?: string }> | null;
  summary?: string | null;
  recording_url?: string | null;
  answered_by?: string | null;
  price?: number | string | null;
  error_message?: string | null;
  metadata?: Record<string, unknown> | null;
  /** When the call ended (ISO 8601). */
  end_at?: string | null;
  /** True when someone rang one of the account's inbound numbers; `to` is that number, `from` the caller. */
  inbound?: boolean | null;
  to?: string | null;
  from?: string | null;
}

/** queue_status values Bland documents for a call that went wrong at some stage. */
const ERROR_QUEUE_STATUSES = new Set(['pre_queue_error', 'queue_error', 'call_error', 'complete_error']);
/** `status` values (from Bland's SIP test-call docs) that mean the call never became a conversation. */
const FAILED_STATUSES = new Set(['failed', 'busy', 'no-answer', 'canceled', 'cancelled', 'error']);
// 'complete' while `completed` is still false: the flag wins, so the call counts as still running.
const IN_PROGRESS = new Set([
  'started',
  'allocated',
  'in-progress',
  'in_progress',
  'ringing',
  'initiated',
  'complete',
  'completed',
]);

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

const dateOf = (v: unknown): Date | null => {
  if (typeof v !== 'string' || !v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

function stateOf(raw: BlandCallObject): CallState {
  const queue = (raw.queue_status ?? '').toLowerCase();
  const status = (raw.status ?? '').toLowerCase();
  if (ERROR_QUEUE_STATUSES.has(queue) || FAILED_STATUSES.has(status)) return 'failed';
  // `completed` wins over queue_status when they disagree (Bland's docs say so).
  if (raw.completed === true) return raw.error_message ? 'failed' : 'completed';
  if (IN_PROGRESS.has(queue) || IN_PROGRESS.has(status)) return 'in-progress';
  return 'queued';
}

/** Why a finished call ended, from Bland's status and answered_by (null while it runs). */
function endReasonOf(raw: BlandCallObject, state: CallState): TEndReason | null {
  const status = (raw.status ?? '').toLowerCase();
  const answeredBy = (raw.answered_by ?? '').toLowerCase();
  if (state === 'failed') {
    if (status === 'busy') return 'busy';
    if (status === 'no-answer' || answeredBy === 'no-answer') return 'no-answer';
    return 'failed';
  }
  if (state === 'completed')
    return answeredBy === 'voicemail' ? 'voicemail' : answeredBy === 'no-answer' ? 'no-answer' : 'completed';
  return null;
}

/** Maps Bland's call object to ours. call_length is in minutes; we keep whole seconds. */
export function mapBlandCall(input: BlandCallObject, fallbackId = ''): CallDetails {
  // Transcripts and summaries are stored: vendor text passes the text rule (cleaned, not refused).
  const raw = cleanDeep(input).value as BlandCallObject;
  const state = stateOf(raw);
  const minutes = num(raw.call_length);
  const corrected = num(raw.corrected_duration);
  const durationSeconds =
    minutes !== null ? Math.round(minutes * 60) : corrected !== null ? Math.round(corrected) : null;
  const transcripts = (raw.transcripts ?? [])
    .filter((t) => typeof t?.text === 'string')
    .map((t) => ({ user: String(t.user ?? 'unknown'), text: String(t.text) }));
  return {
    providerCallId: raw.call_id ?? raw.c_id ?? fallbackId,
    state,
    // A call that ended in an error is over even when Bland has not (yet) set `completed`.
    completed: raw.completed === true || state === 'failed',
    durationSeconds,
    transcript:
      raw.concatenated_transcript ??
      (transcripts.length ? transcripts.map((t) => `${t.user}: ${t.text}`).join('\n') : null),
    transcripts,
    summary: raw.summary ?? null,
    recordingUrl: raw.recording_url ?? null,
    answeredBy: raw.answered_by ?? null,
    price: num(raw.price),
    errorMessage:
      raw.error_message ??
      (state === 'failed' ? `Call ended with status ${raw.queue_status ?? raw.status ?? 'unknown'}` : null),
    metadata: raw.metadata && typeof raw.metadata === 'object' ? raw.metadata : {},
    endReason: endReasonOf(raw, state),
    endedAt: dateOf(raw.end_at),
    inbound: raw.inbound === true && raw.to && raw.from ? { to: String(raw.to), from: String(raw.from) } : null,
  };
}
