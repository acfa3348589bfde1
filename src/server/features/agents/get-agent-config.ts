import { AppError } from '@common/errors';
import type { TAgentConfig, TScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { findAgentConfig } from './agents.repo';

export type SavedAgentConfig = TAgentConfig & {
  id: string;
  generatedPrompt: string;
  phoneNumber: string | null;
  createdAt: Date;
  /** The visitor (signed cookie) who saved it; only they may launch it. */
  visitorId: string | null;
};

export const AGENT_CONFIG_NOT_FOUND = 'Agent configuration not found. Please save your agent again before launching.';

/** A saved wizard configuration in the shape the wizard sent it. For other features (launch, prompts). */
export async function getAgentConfig(ctx: AppContext, id: string): Promise<SavedAgentConfig> {
  const row = await findAgentConfig(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', AGENT_CONFIG_NOT_FOUND, { agentConfigId: id });
  return {
    id: row.id,
    industry: row.industry,
    industryCustom: row.industryCustom,
    websiteUrl: row.websiteUrl,
    gender: row.gender,
    age: row.age,
    energyStyle: row.energyStyle,
    toneBooster: row.toneBoosters,
    hometown: row.hometown,
    name: row.name,
    backstory: row.backstory,
    scrapedData: (row.scrapedData as TScrapedData | null) ?? null,
    generatedPrompt: row.generatedPrompt,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt,
    visitorId: row.visitorId,
  };
}
