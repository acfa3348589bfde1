import type { DbOrTx } from '../../db/tx';
import { contentWords } from './best-excerpt';
import { rankPassages, type PassageHit } from './knowledge.repo';
import type { ReadQuestion } from './passage-relevance';

/**
 * How an owner's passages are ordered for a question. One seam, so a ranker by meaning
 * (embeddings, where a key allows) can stand beside the full-text one without the lookup
 * changing; every ranker reads only the owner's passages.
 */
export interface PassageRanker {
  readonly name: string;
  rank(db: DbOrTx, owner: string, q: ReadQuestion, limit: number): Promise<PassageHit[]>;
}

/** PostgreSQL full text (`ts_rank_cd`), the same SQL on PGlite and on a PostgreSQL server. */
export const fullTextRanker: PassageRanker = {
  name: 'postgres-ts_rank_cd',
  rank: (db, owner, q, limit) => {
    // One word is no phrase: every passage holding it would rank as one.
    const words = contentWords(q.question);
    return rankPassages(db, owner, { any: q.searchTerms, phrase: words.length > 1 ? words.join(' ') : '' }, limit);
  },
};
