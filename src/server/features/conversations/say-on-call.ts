import type { TChatMessageResponse } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import type { CallRow } from '../calls/get-call';
import { openCallConversation } from './open-call-conversation';
import { runTurn } from './run-turn';

/**
 * The caller's line on a call whose words arrive as text (a browser call): one turn of the call's
 * own conversation, so the agent answers with the call's prompt, caller context and tools.
 */
export async function sayOnCall(ctx: AppContext, call: CallRow, text: string): Promise<TChatMessageResponse> {
  const { conversation } = await openCallConversation(ctx, call);
  return runTurn(ctx, conversation, text);
}
