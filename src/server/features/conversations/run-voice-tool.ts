import type { TToolName } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getCall } from '../calls/get-call';
import { verifyToolRequest } from '../voice-tools/tool-signature';
import type { ToolCallRecord } from './agent';
import { insertToolCalls, listToolCalls } from './conversations.repo';
import { openCallConversation } from './open-call-conversation';
import { runTool } from './tools/run-tool';
import { assertToolCallRoom, toolArguments } from './tools/tool-call-bounds';

export const TOOL_SIGNATURE_MESSAGE = 'This tool request is not signed for this call.';
export const TOOL_CALL_OVER_MESSAGE = 'This call has ended: its tools no longer run.';
const TOOL_GRACE_AFTER_CALL_MS = 5 * 60_000;

/**
 * A voice provider calling one of the agent's tools during a call (POST /api/voice-tools/…): the
 * signature must be the one this call's tool was given, else nothing runs. The tool is the same
 * code a chat runs, on the call's conversation, and its input and answer are stored there. Empty
 * inputs (a provider fills every declared field, with "" when the agent gave none) are absent.
 */
export async function runVoiceTool(
  ctx: AppContext,
  req: { callId: string; tool: TToolName; signature: string | undefined; input: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  if (!verifyToolRequest(ctx.secret, req.callId, req.tool, req.signature))
    throw new AppError('FORBIDDEN', TOOL_SIGNATURE_MESSAGE);
  const call = await getCall(ctx.db, req.callId);
  if (!call || !call.leadId) throw new AppError('NOT_FOUND', 'Call not found');
  // A signature never expires, so a recorded request could be replayed long after its call:
  // tools run only during a call and the few minutes a provider may take to deliver its last one.
  if (call.completedAt && ctx.clock.now().getTime() - call.completedAt.getTime() > TOOL_GRACE_AFTER_CALL_MS)
    throw new AppError('CONFLICT', TOOL_CALL_OVER_MESSAGE);
  const { conversation } = await openCallConversation(ctx, call);
  const input = toolArguments(
    req.tool,
    Object.fromEntries(Object.entries(req.input).filter(([, v]) => v !== '' && v !== null)),
  );
  const stored = await listToolCalls(ctx.db, conversation.id);
  assertToolCallRoom(stored);
  const earlier: ToolCallRecord[] = stored.map((c) => ({
    name: c.name as TToolName,
    input: c.input,
    result: c.result,
    test: c.test,
  }));
  const mode = conversation.mode as 'live' | 'test';
  const record = await runTool({ ctx, conversation, mode, earlier }, req.tool, input);
  await insertToolCalls(ctx.db, [{ conversationId: conversation.id, turnSeq: 0, ...record }]);
  return record.result;
}
