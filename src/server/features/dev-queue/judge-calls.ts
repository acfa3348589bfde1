import { z } from 'zod';
import type { AppContext } from '../../context';
import { saveQualifications, unjudgedLatestCalls } from './dev-queue.repo';
import { calleeLines, MIN_QUALIFYING_SECONDS, qualifyCall, type Qualification } from './qualify-call';
import { emitWebhookEvents } from '../webhooks/emit-webhook-event';

// Judges each called lead's latest completed call once (stored in call_qualifications). With an
// OpenAI key the LLM reads the conversation; the hard facts (voicemail, end reason, duration, an
// opt-out phrase) are decided by the rule first and never overruled, so the model only judges
// interest in conversations the rule would let through to that question.

const BATCH = 200;
const ZJudgement = z.object({ qualified: z.boolean(), reason: z.string().trim().min(1).max(300) });

const SYSTEM = `You review transcripts of short outbound sales calls made by an AI agent that offers AI phone agents to small businesses.
Decide whether the person called (lines marked "callee") showed genuine interest in a follow-up meeting or more information.
Not qualified: declines, "not interested", requests not to be called again, confusion, or mere politeness.
Answer JSON: qualified (boolean) and reason (one short sentence quoting the callee).`;

async function judge(ctx: AppContext, call: Parameters<typeof qualifyCall>[0]): Promise<Qualification & { mode: 'live' | 'sandbox' }> {
  const rule = qualifyCall(call);
  const llm = ctx.providers.llm;
  // Only conversations that got as far as the interest question go to the model.
  const factual = !rule.qualified && !/^(No interest shown|Interested)/.test(rule.reason);
  if (llm.mode !== 'live' || factual) return { ...rule, mode: 'sandbox' };
  const lines =
    (call.transcripts ?? []).map((t) => `${t.user === 'user' ? 'callee' : 'agent'}: ${t.text}`).join('\n') ||
    calleeLines(call)
      .map((l) => `callee: ${l}`)
      .join('\n');
  try {
    const answer = await llm.generateObject({
      system: SYSTEM,
      prompt: `Call length: ${call.durationSeconds ?? 0} s (minimum ${MIN_QUALIFYING_SECONDS}).\n\n${lines.slice(0, 6000)}`,
      schema: ZJudgement,
      schemaName: 'call_qualification',
      temperature: 0,
      fallback: () => rule,
    });
    return { ...answer, mode: 'live' };
  } catch (err) {
    ctx.logger.warn({ err }, 'LLM call qualification failed; using the rule');
    return { ...rule, mode: 'sandbox' };
  }
}

/** Judges every not-yet-judged latest call of a campaign's called leads (or of all campaigns). */
export async function judgeCalls(ctx: AppContext, campaignId: string | null): Promise<number> {
  let judged = 0;
  for (;;) {
    const calls = await unjudgedLatestCalls(ctx.db, campaignId, BATCH);
    if (!calls.length) return judged;
    const rows: Array<Parameters<typeof saveQualifications>[1][number]> = [];
    for (const c of calls) {
      const j = await judge(ctx, c);
      rows.push({ callId: c.id, leadId: c.leadId!, qualified: j.qualified, reason: j.reason, mode: j.mode });
    }
    await ctx.db.transaction(
      async (tx) => (
        await saveQualifications(tx, rows),
        await emitWebhookEvents(
          tx,
          'lead.qualified',
          rows.filter((r) => r.qualified).map((r) => ({ key: `lead.qualified:${r.callId}`, data: { leadId: r.leadId, callId: r.callId, reason: r.reason, judgedBy: r.mode } })),
        )
      ),
    );
    judged += rows.length;
    if (calls.length < BATCH) return judged;
  }
}
