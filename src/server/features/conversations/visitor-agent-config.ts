import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getAgentConfig, type SavedAgentConfig } from '../agents/get-agent-config';

const VISITOR_CONFIG_NOT_FOUND = 'Agent configuration not found. Please save your agent again.';

/**
 * A wizard configuration, only for the visitor whose signed cookie saved it: anyone else (or no
 * cookie) is told it does not exist, so ids cannot be probed.
 */
export async function visitorAgentConfig(
  ctx: AppContext,
  agentConfigId: string,
  visitorId: string | null,
): Promise<SavedAgentConfig & { visitorId: string }> {
  const config = await getAgentConfig(ctx, agentConfigId).catch(() => null);
  if (!config || !config.visitorId || config.visitorId !== visitorId)
    throw new AppError('NOT_FOUND', VISITOR_CONFIG_NOT_FOUND);
  return { ...config, visitorId: config.visitorId };
}
