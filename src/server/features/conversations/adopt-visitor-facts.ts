import type { TFactKind } from '@common/conversations/knowledge-facts';
import type { AppContext } from '../../context';
import type { SavedAgentConfig } from '../agents/get-agent-config';
import { getAgentConfig } from '../agents/get-agent-config';
import { listFacts, writeOwnerFacts, type FactRowInput } from './knowledge-facts.repo';
import { agentConfigOwner } from './knowledge-owner';

/**
 * Each wizard save is a new configuration, but the visitor's corrections are about their business,
 * not about one save: a chat with a newer configuration keeps the corrections the visitor made to
 * an earlier one, when the same visitor saved both for the same website. Anything else (another
 * visitor's configuration, another site) is ignored: the new agent simply knows its site.
 */
export async function adoptVisitorFacts(ctx: AppContext, fromId: string, to: SavedAgentConfig): Promise<void> {
  if (fromId === to.id) return;
  const from = await getAgentConfig(ctx, fromId).catch(() => null);
  if (!from || !from.visitorId || from.visitorId !== to.visitorId) return;
  if (from.websiteUrl.trim() !== to.websiteUrl.trim()) return;
  const set: Partial<Record<TFactKind, FactRowInput[]>> = {};
  for (const r of await listFacts(ctx.db, agentConfigOwner(from.id)))
    if (r.origin === 'owner')
      (set[r.kind] ??= []).push({
        kind: r.kind,
        position: r.position,
        value: r.value,
        detail: null,
        sourceUrl: null,
        sourceText: null,
        sourceFrom: null,
      });
  await writeOwnerFacts(ctx.db, agentConfigOwner(to.id), set, [], null);
}
