import type { TKnowledgeFacts } from '@common/conversations/knowledge-facts';
import type { DbOrTx } from '../../db/tx';
import { factsOf } from './fact-rows';
import { listFacts } from './knowledge-facts.repo';

/** An owner's fact sheet as its agent answers from it and its owner sees it. */
export async function readKnowledgeFacts(db: DbOrTx, owner: string): Promise<TKnowledgeFacts> {
  const rows = await listFacts(db, owner);
  const read = rows.find((r) => r.origin === 'site' && r.siteUrl && r.readAt);
  return { site: read?.siteUrl ?? null, readAt: read?.readAt?.toISOString() ?? null, facts: factsOf(rows) };
}
