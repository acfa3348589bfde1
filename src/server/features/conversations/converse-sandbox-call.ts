import { campaignCallPrompt } from '@common/dispatch/disclosure';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import { calleeScript } from '../../providers/voice/sandbox-callee';
import { agentIdentityFromPrompt } from '../../providers/voice/sandbox-transcript';
import { getCampaignLead } from '../campaigns/get-campaign-lead';
import type { CallRow } from '../calls/get-call';
import { recordCallConversation } from '../calls/record-call-conversation';
import { insertCallConversation, insertTurns, listToolCalls, listTurns } from './conversations.repo';
import { pickEngine } from './pick-engine';
import { runTurn } from './run-turn';
import { openingLine } from './start-conversation';

const NOTE = 'Sandbox simulation: no real phone call was placed.';
/** About 2.5 spoken words a second, as the Sandbox's other simulated calls. */
const seconds = (lines: string[]) => Math.round(lines.join(' ').split(/\s+/).length / 2.5);

/**
 * The call.finished step that holds a Sandbox call's conversation: a campaign call to a scripted
 * number (providers/voice/sandbox-callee.ts) is talked through the conversation engine, the callee's
 * lines in turn, with the agent's tools. A live dispatch's call is a live conversation (its booking
 * lands in the Dev Queue, its opt-out on the do-not-call list, through their owners); a test run's
 * is a test conversation (recorded, nothing real). One conversation per call: a redelivered event
 * finds it and does nothing. Answers whether it held one now.
 */
export async function converseSandboxCall(ctx: AppContext, call: CallRow): Promise<boolean> {
  if (call.provider !== 'sandbox' || !call.leadId || call.status !== 'completed') return false;
  if (call.purpose !== 'campaign' && call.purpose !== 'campaign-test') return false;
  const script = calleeScript(call.phoneNumber);
  if (!script) return false;
  const lead = call.campaignId ? await getCampaignLead(ctx, call.campaignId, call.leadId) : null;
  const conversation = await insertCallConversation(ctx.db, {
    mode: call.purpose === 'campaign' ? 'live' : 'test',
    engine: pickEngine(ctx).name,
    agentName: agentIdentityFromPrompt(call.prompt).name,
    businessName: ctx.env.CALLER_BUSINESS_NAME,
    prompt: campaignCallPrompt(ctx.env.CALLER_BUSINESS_NAME, call.prompt, MAX_PROMPT_CHARS),
    promptVersion: String((call.metadata as { templateVersion?: string }).templateVersion ?? 'current'),
    knowledgeSite: null,
    calleeTimeZone: lead?.timezone ?? null,
    calleePhone: call.phoneNumber,
    campaignId: call.campaignId,
    leadId: call.leadId,
    callId: call.id,
  });
  if (!conversation) return false;
  const opening = openingLine(conversation.agentName, conversation.businessName);
  await insertTurns(ctx.db, [{ conversationId: conversation.id, seq: 0, role: 'agent', text: opening, latencyMs: 0 }]);
  for (const line of script.lines) if ((await runTurn(ctx, conversation, line)).ended) break;

  const [turns, tools] = await Promise.all([
    listTurns(ctx.db, conversation.id),
    listToolCalls(ctx.db, conversation.id),
  ]);
  const transcripts = [
    { user: 'agent-action', text: NOTE },
    ...turns.flatMap((t) => [
      { user: t.role === 'agent' ? 'assistant' : 'user', text: t.text },
      ...tools
        .filter((c) => c.turnSeq === t.seq)
        .map((c) => ({
          user: 'agent-action',
          text: `${c.name}${c.test ? ' (test)' : ''}: ${JSON.stringify(c.result)}`,
        })),
    ]),
  ];
  await recordCallConversation(ctx, call.id, {
    transcripts,
    summary: `Sandbox simulation (no real call): a scripted callee (${script.kind.replace(/-/g, ' ')}) talked with the agent; ${tools.length} tool call(s).`,
    durationSeconds: seconds(turns.map((t) => t.text)),
  });
  return true;
}
