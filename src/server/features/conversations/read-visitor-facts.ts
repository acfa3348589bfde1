import type { TKnowledgeFacts } from '@common/conversations/knowledge-facts';
import type { AppContext } from '../../context';
import { readSiteFactSheet } from '../web-analysis/read-site-fact-sheet';
import { factsOf, sheetRows } from './fact-rows';
import { listFacts, type FactRow } from './knowledge-facts.repo';
import { agentConfigOwner } from './knowledge-owner';
import { visitorAgentConfig } from './visitor-agent-config';

/**
 * GET /api/agent-configs/{id}/knowledge/facts: the wizard agent's fact sheet as its next chat
 * will hold it, for the visitor who saved it. The site's part is the server's latest reading of
 * the configuration's website (what the chat's start keeps), else what was kept; the visitor's
 * own corrections win. A pure read: nothing is stored until a chat starts.
 */
export async function readVisitorFacts(
  ctx: AppContext,
  agentConfigId: string,
  visitorId: string | null,
): Promise<TKnowledgeFacts> {
  const config = await visitorAgentConfig(ctx, agentConfigId, visitorId);
  const [rows, read] = await Promise.all([
    listFacts(ctx.db, agentConfigOwner(config.id)),
    config.websiteUrl.trim() ? readSiteFactSheet(ctx, config.websiteUrl) : null,
  ]);
  const kept = rows.find((r) => r.origin === 'site' && r.readAt);
  const site: FactRow[] = read
    ? sheetRows(read.sheet).map((r) => ({ ...r, origin: 'site', siteUrl: null, readAt: read.readAt }))
    : rows.filter((r) => r.origin === 'site');
  const readAt = read?.readAt ?? kept?.readAt ?? null;
  return {
    site: config.websiteUrl.trim() || null,
    readAt: readAt?.toISOString() ?? null,
    facts: factsOf([...rows.filter((r) => r.origin === 'owner'), ...site]),
  };
}
