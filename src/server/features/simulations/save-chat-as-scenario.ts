import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { readTestConversation } from '../conversations/read-test-conversation';
import { createCustomScenario } from './create-custom-scenario';

/**
 * POST /api/admin/agent-chats/{chatId}/scenario: an admin's test chat becomes a scenario of its
 * campaign. The admin's lines are the callee's; the tools the agent ran are expected again.
 */
export async function saveChatAsScenario(
  ctx: AppContext,
  chatId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const chat = await readTestConversation(ctx, chatId);
  if (!chat?.campaignId) throw new AppError('NOT_FOUND', 'Test chat not found');
  const callee = chat.turns.filter((t) => t.role === 'visitor').map((t) => t.text.slice(0, 500));
  if (!callee.length) throw new AppError('VALIDATION', 'The chat has no callee lines to replay yet');
  return createCustomScenario(ctx, chat.campaignId, {
    name,
    callee: callee.slice(0, 20),
    toolsCalled: [...new Set(chat.tools)].filter((t) => t !== 'lookup_knowledge').slice(0, 6),
    toolsNotCalled: [],
    agentSays: null,
    agentNeverSays: null,
    rubric: '',
  });
}
