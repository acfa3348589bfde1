import type { AppContext } from '../../context';
import type { VoiceProvider } from '../../providers/voice/types';
import { inboundAgentPrompt } from '../conversations/inbound-prompt';
import { inboundWebhookPath } from './inbound-path';

/** Without a campaign a number still answers: politely, taking the caller's name for a callback. */
const UNASSIGNED_PROMPT =
  "You are an AI assistant answering the phone. Say that you are an AI assistant, take the caller's name and what they need, and say someone will call them back.";

/**
 * Tells the provider what the number does: at call start ask Callcraft who is calling (the
 * caller's context fills {{caller_context}}), at the end post the call; the agent is the campaign's.
 */
export async function pointNumber(
  ctx: AppContext,
  voice: VoiceProvider,
  phoneNumber: string,
  campaignId: string | null,
): Promise<void> {
  if (!voice.configureInboundNumber) return;
  const prompt = campaignId
    ? (await inboundAgentPrompt(ctx, campaignId, 'What you know of this caller: {{caller_context}}')).prompt
    : UNASSIGNED_PROMPT;
  const url = `${ctx.publicUrl()}${inboundWebhookPath(voice.adapter)}`;
  await voice.configureInboundNumber(phoneNumber, { startUrl: url, webhookUrl: url, prompt });
}
