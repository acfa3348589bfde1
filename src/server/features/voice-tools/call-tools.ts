import type { AppContext } from '../../context';
import type { VoiceTool } from '../../providers/voice/types';
import { readTransfer } from '../campaign-settings/read-transfer';
import { offeredTools } from './offered-tools';
import { TOOL_SPECS } from './specs';
import { TOOL_SIGNATURE_HEADER, signToolRequest } from './tool-signature';

/** Where a voice provider calls one tool of one call (conversations/routes.ts answers it). */
export const voiceToolPath = (callId: string, tool: string) =>
  `/api/voice-tools/${encodeURIComponent(callId)}/${encodeURIComponent(tool)}`;

/**
 * The agent's tools for a live campaign call, each at its signed Callcraft endpoint, and the
 * campaign's transfer number for the provider's own hand-over. The tools act through the same
 * code as a chat's (conversations/tools), recorded on the call's conversation.
 */
export async function callTools(
  ctx: AppContext,
  call: { id: string; campaignId: string | null },
): Promise<{ tools: VoiceTool[]; transferPhoneNumber: string | null }> {
  // Calls out are never after hours: every tool but take_message.
  const tools = offeredTools(null).map((name) => ({
    ...TOOL_SPECS[name],
    url: `${ctx.publicUrl()}${voiceToolPath(call.id, name)}`,
    headers: { [TOOL_SIGNATURE_HEADER]: signToolRequest(ctx.secret, call.id, name) },
  }));
  const transfer = call.campaignId ? await readTransfer(ctx, call.campaignId) : null;
  return { tools, transferPhoneNumber: transfer?.number ?? null };
}
