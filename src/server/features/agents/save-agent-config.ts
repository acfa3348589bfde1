import { AppError } from '@common/errors';
import { checkPhone } from '@common/wizard/phone';
import type { TSaveAgentConfigRequest } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { insertAgentConfig } from './agents.repo';

/**
 * Stores a wizard configuration; its id becomes the agent id shown on /success. Every save is a
 * new row: a visitor who goes back and changes the agent gets a new agent, and the trial keeps
 * pointing at exactly what was launched.
 */
export async function saveAgentConfig(
  ctx: AppContext,
  input: TSaveAgentConfigRequest,
  visitorId: string | null,
): Promise<{ id: string }> {
  let phoneNumber: string | null = null;
  if (input.phoneNumber?.trim()) {
    const phone = checkPhone(input.phoneNumber, ctx.env.PHONE_DEFAULT_REGION);
    if (!phone.ok) throw new AppError('VALIDATION', phone.message);
    phoneNumber = phone.e164;
  }
  const id = await insertAgentConfig(ctx.db, {
    visitorId,
    industry: input.industry,
    industryCustom: input.industry === 'custom' ? input.industryCustom : '',
    websiteUrl: input.websiteUrl,
    gender: input.gender,
    age: input.age,
    energyStyle: input.energyStyle,
    toneBoosters: input.toneBooster,
    hometown: input.hometown,
    name: input.name,
    backstory: input.backstory,
    scrapedData: input.scrapedData ?? null,
    generatedPrompt: input.generatedPrompt?.trim() ?? '',
    phoneNumber,
  });
  return { id };
}
