import type { AppContext } from '../../context';
import { calleeScript } from '../../providers/voice/sandbox-callee';
import { callerScript } from '../../providers/voice/sandbox-caller';
import type { CallRow } from '../calls/get-call';
import { recordCallConversation } from '../calls/record-call-conversation';
import { callWords } from './call-words';
import { openCallConversation } from './open-call-conversation';
import { runTurn } from './run-turn';

const NOTE = 'Sandbox simulation: no real phone call was placed.';

/**
 * The call.finished step that holds a Sandbox call's conversation: a campaign call to a scripted
 * number (providers/voice/sandbox-callee.ts) is talked through the conversation engine, the callee's
 * lines in turn, with the agent's tools. A live dispatch's call is a live conversation (its booking
 * lands in the Dev Queue, its opt-out on the do-not-call list, through their owners); a test run's
 * is a test conversation (recorded, nothing real). One conversation per call: a redelivered event
 * finds it and does nothing. Answers whether it held one now.
 */
export async function converseSandboxCall(ctx: AppContext, call: CallRow): Promise<boolean> {
  if (call.provider !== 'sandbox' || call.status !== 'completed') return false;
  if (call.purpose !== 'campaign' && call.purpose !== 'campaign-test') return false;
  const inbound = call.direction === 'inbound';
  if (!inbound && !call.leadId) return false;
  // Someone rang us: their lines follow the number they called from, and whether we knew them.
  const callerKnown = Boolean((call.metadata as { callerLeadId?: string }).callerLeadId ?? call.leadId);
  const script = inbound ? callerScript(call.phoneNumber, callerKnown) : calleeScript(call.phoneNumber);
  if (!script) return false;
  const { conversation, created } = await openCallConversation(ctx, call);
  // An inbound call's conversation was opened when it was answered (its greeting); it is talked once.
  if (!created && !(inbound && conversation.visitorMessages === 0 && !conversation.endedAt)) return false;
  for (const line of script.lines) if ((await runTurn(ctx, conversation, line)).ended) break;

  const words = await callWords(ctx, conversation.id, NOTE);
  await recordCallConversation(ctx, call.id, {
    transcripts: words.transcripts,
    summary: `Sandbox simulation (no real call): a scripted ${inbound ? 'caller' : 'callee'} (${script.kind.replace(/-/g, ' ')}) talked with the agent; ${words.toolCount} tool call(s).`,
    durationSeconds: words.durationSeconds,
  });
  return true;
}
