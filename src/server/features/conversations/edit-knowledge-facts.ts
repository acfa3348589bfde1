import {
  FACT_KINDS,
  type TEditKnowledgeFactsRequest,
  type TKnowledgeFacts,
} from '@common/conversations/knowledge-facts';
import type { AppContext } from '../../context';
import { requireCampaign } from './campaign-knowledge';
import { ownerEdit } from './fact-rows';
import { writeOwnerFacts } from './knowledge-facts.repo';
import { campaignOwner } from './knowledge-owner';
import { readKnowledgeFacts } from './read-knowledge-facts';

/**
 * PATCH /api/admin/campaigns/{id}/knowledge/facts: the owner's words for the kinds named replace
 * what the site says for them (and keep doing so after the site is read again); null gives a kind
 * back to the site's reading. Answers the fact sheet as the agent now uses it, and each kind's
 * values before and after (the audit log keeps them).
 */
export async function editKnowledgeFacts(
  ctx: AppContext,
  campaignId: string,
  input: TEditKnowledgeFactsRequest,
  by: string | null,
): Promise<{ facts: TKnowledgeFacts; before: Record<string, string[]>; after: Record<string, string[]> }> {
  await requireCampaign(ctx, campaignId);
  const owner = campaignOwner(campaignId);
  const was = await readKnowledgeFacts(ctx.db, owner);
  const { set, reset } = ownerEdit(input);
  await writeOwnerFacts(ctx.db, owner, set, reset, by);
  const facts = await readKnowledgeFacts(ctx.db, owner);
  const named = FACT_KINDS.filter((k) => input[k] !== undefined);
  const valuesOf = (sheet: TKnowledgeFacts) =>
    Object.fromEntries(named.map((k) => [k, sheet.facts.find((f) => f.kind === k)?.values.map((v) => v.value) ?? []]));
  return { facts, before: valuesOf(was), after: valuesOf(facts) };
}
