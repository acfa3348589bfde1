import { z } from 'zod';
import { text } from '@common/text/schemas';
import { ZKnowledgeFacts } from './knowledge-facts';

// "What your agent knows": a campaign's passages, its question-and-answer entries and the
// questions its agent could not answer. One schema per request and response, shared by the
// admin panel and the server.

export const MAX_KNOWLEDGE_QUESTION = 300;
export const MAX_KNOWLEDGE_ANSWER = 2000;
/** Passages shown a page. */
export const KNOWLEDGE_PAGE_SIZE = 20;

export const ZKnowledgeParams = z.object({ id: z.uuid() });
export const ZKnowledgeEntryParams = z.object({ id: z.uuid(), entryId: z.uuid() });
export const ZKnowledgeGapParams = z.object({ id: z.uuid(), gapId: z.uuid() });

export const ZKnowledgeQuery = z.object({
  search: text(200, 'Search is at most 200 characters').trim().default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type TKnowledgeQuery = z.infer<typeof ZKnowledgeQuery>;

// Free text a person types: the one text rule (no control characters; Postgres cannot store NUL).
const question = text(MAX_KNOWLEDGE_QUESTION, `A question is at most ${MAX_KNOWLEDGE_QUESTION} characters`)
  .trim()
  .min(1, 'Write the question');
const answer = text(MAX_KNOWLEDGE_ANSWER, `An answer is at most ${MAX_KNOWLEDGE_ANSWER} characters`)
  .trim()
  .min(1, 'Write the answer');

export const ZKnowledgeEntryRequest = z.object({ question, answer });
export type TKnowledgeEntryRequest = z.infer<typeof ZKnowledgeEntryRequest>;

/** Answering a gap: its question becomes an entry's, with this answer. */
export const ZAnswerGapRequest = z.object({ answer });

export const ZKnowledgeEntry = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  updatedAt: z.string(),
});
export type TKnowledgeEntry = z.infer<typeof ZKnowledgeEntry>;

export const ZKnowledgeGap = z.object({
  id: z.uuid(),
  question: z.string(),
  count: z.number().int(),
  lastAskedAt: z.string(),
});
export type TKnowledgeGap = z.infer<typeof ZKnowledgeGap>;

export const ZKnowledgePassage = z.object({ pageUrl: z.string(), title: z.string(), text: z.string() });

export const ZCampaignKnowledge = z.object({
  /** The calling business's own website, when the campaign names one (else a lead's site is read). */
  website: z.string().nullable(),
  /** The sites whose pages the agent reads (the campaign's own or its lead's, and its conversations'). */
  sites: z.array(z.string()),
  /** The business's fact sheet, answered from before the passages. */
  facts: ZKnowledgeFacts,
  passages: z.array(ZKnowledgePassage),
  passagesTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  entries: z.array(ZKnowledgeEntry),
  gaps: z.array(ZKnowledgeGap),
});
export type TCampaignKnowledge = z.infer<typeof ZCampaignKnowledge>;

/** PUT /api/admin/campaigns/{id}/knowledge/website: the calling business's own site, read now. */
export const ZKnowledgeWebsiteRequest = z.object({
  website: z
    .string()
    .trim()
    .min(1, 'Enter the business website')
    .max(300, 'A website address is at most 300 characters'),
});

export const ZKnowledgeWebsiteResponse = z.object({
  website: z.string(),
  /** The site's key the passages are filed under (its host without www). */
  site: z.string(),
  pagesRead: z.number().int(),
  passages: z.number().int(),
});
export type TKnowledgeWebsiteResponse = z.infer<typeof ZKnowledgeWebsiteResponse>;
