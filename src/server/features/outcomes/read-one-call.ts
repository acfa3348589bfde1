import type { TOutcomeSettings } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { readWithLlm } from './llm-reader';
import type { CallRow } from './outcomes.repo';
import { readCall, toLines } from './read-call';
import { readDisposition, type ToolEffects } from './read-disposition';

/**
 * One finished call's outcome: the transcript reader, or the LLM when one is live and the call
 * had a conversation (voicemail, no answer, busy and failed are facts, not readings).
 */
export async function readOneCall(
  ctx: AppContext,
  call: CallRow,
  settings: TOutcomeSettings,
  toolEffects: ToolEffects | null = null,
) {
  const lines = toLines(call.transcripts, call.transcript);
  const readerCall = {
    endReason: call.endReason,
    answeredBy: call.answeredBy,
    durationSeconds: call.durationSeconds,
    lines,
    toolEffects,
  };
  const sandbox = readCall(readerCall, settings.dispositions, settings.fields);
  // What the tools did is a fact too: the model is not asked to guess a booking from the words.
  const reading = readDisposition(readerCall);
  const hardFact =
    ['voicemail', 'no answer', 'busy', 'failed', 'meeting booked', 'transferred'].includes(reading.disposition) ||
    (reading.disposition === 'callback requested' && Boolean(toolEffects?.personRequested));
  if (ctx.providers.llm.mode !== 'live' || hardFact) return { ...sandbox, reader: 'sandbox' as const };
  try {
    const r = await readWithLlm(
      ctx.providers.llm,
      { lines, durationSeconds: call.durationSeconds, dispositions: settings.dispositions, fields: settings.fields },
      () => sandbox,
    );
    return { ...r, reader: 'llm' as const };
  } catch (err) {
    ctx.logger.warn({ err, callId: call.id }, 'LLM call reading failed; using the transcript reader');
    return { ...sandbox, reader: 'sandbox' as const };
  }
}
