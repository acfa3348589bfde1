import type { TScoutFocusArea } from '@common/scout/schemas';

// The topic split into a few sub-queries, the way deep-research tools fan out: the topic as
// typed, the topic aimed at the focus area, and its words as alternatives (so a captured-page
// search that finds nothing for all words together still finds pages with some of them).

const FOCUS_HINTS: Record<TScoutFocusArea, string> = {
  'business-prospects': 'local businesses',
  'competitive-intelligence': 'competitors',
  'market-research': 'market',
  'partnership-opportunities': 'partners',
};

/** At most MAX_QUERIES distinct queries. */
export const MAX_QUERIES = 3;

export function planQueries(topic: string, focusArea: TScoutFocusArea): string[] {
  const words = topic
    .toLowerCase()
    .split(/[^\p{L}\p{N}&'-]+/u)
    .filter((w) => w.length > 2);
  const queries = [topic, `${topic} ${FOCUS_HINTS[focusArea]}`];
  if (words.length > 1) queries.push(words.join(' or '));
  return [...new Set(queries)].slice(0, MAX_QUERIES);
}
