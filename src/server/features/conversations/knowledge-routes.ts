import {
  ZAnswerGapRequest,
  ZCampaignKnowledge,
  ZKnowledgeEntry,
  ZKnowledgeEntryParams,
  ZKnowledgeEntryRequest,
  ZKnowledgeGapParams,
  ZKnowledgeParams,
  ZKnowledgeQuery,
  ZKnowledgeWebsiteRequest,
  ZKnowledgeWebsiteResponse,
} from '@common/conversations/knowledge';
import { ZEditKnowledgeFactsRequest, ZKnowledgeFacts } from '@common/conversations/knowledge-facts';
import type { FeatureRoutes } from '../../http/types';
import { addKnowledgeEntry } from './add-knowledge-entry';
import { answerKnowledgeGap } from './answer-knowledge-gap';
import { campaignKnowledge } from './campaign-knowledge';
import { deleteKnowledgeEntry } from './delete-knowledge-entry';
import { dismissKnowledgeGap } from './dismiss-knowledge-gap';
import { editKnowledgeEntry } from './edit-knowledge-entry';
import { editKnowledgeFacts } from './edit-knowledge-facts';
import { readCampaignWebsite } from './read-campaign-website';

const tags = ['admin', 'conversations'];

/** "What your agent knows": a campaign's passages, question-and-answer entries and knowledge gaps. */
export const knowledgeRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/admin/campaigns/:id/knowledge',
    {
      schema: {
        tags,
        summary: "What a campaign's agent knows",
        description:
          'Passages of the pages the agent reads (a page of 20, optionally searched), its question-and-answer entries and the questions it could not answer.',
        params: ZKnowledgeParams,
        querystring: ZKnowledgeQuery,
        response: { 200: ZCampaignKnowledge },
      },
    },
    async (req) => campaignKnowledge(ctx, req.params.id, req.query),
  );
  app.put(
    '/admin/campaigns/:id/knowledge/website',
    {
      schema: {
        tags,
        summary: "Read the calling business's own website into its agent's knowledge",
        description:
          'Reads the site (with the website reader and its address checks), keeps the address in the campaign settings and splits its pages into passages. A site that cannot be read is refused and nothing is saved.',
        params: ZKnowledgeParams,
        body: ZKnowledgeWebsiteRequest,
        response: { 200: ZKnowledgeWebsiteResponse },
      },
    },
    async (req) => readCampaignWebsite(ctx, req.params.id, req.body.website, req.adminUser?.id ?? null),
  );
  app.patch(
    '/admin/campaigns/:id/knowledge/facts',
    {
      schema: {
        tags,
        summary: "Edit the business's fact sheet",
        description:
          "Each kind named (hours, area, offers, services, phones, addresses…) gets the owner's values, one per line (an empty list: there is none); null gives the kind back to what the website says. The owner's values win over the site's and survive the next read of the site.",
        params: ZKnowledgeParams,
        body: ZEditKnowledgeFactsRequest,
        response: { 200: ZKnowledgeFacts },
      },
    },
    async (req) => {
      const { facts, before, after } = await editKnowledgeFacts(
        ctx,
        req.params.id,
        req.body,
        req.adminUser?.id ?? null,
      );
      req.auditChanges = { before, after };
      return facts;
    },
  );
  app.post(
    '/admin/campaigns/:id/knowledge/entries',
    {
      schema: {
        tags,
        summary: 'Add a question and answer',
        description: "The agent's lookup checks these before the site's passages and answers as written.",
        params: ZKnowledgeParams,
        body: ZKnowledgeEntryRequest,
        response: { 200: ZKnowledgeEntry },
      },
    },
    async (req) => addKnowledgeEntry(ctx, req.params.id, req.body),
  );
  app.put(
    '/admin/campaigns/:id/knowledge/entries/:entryId',
    {
      schema: {
        tags,
        summary: 'Edit a question and answer',
        params: ZKnowledgeEntryParams,
        body: ZKnowledgeEntryRequest,
        response: { 200: ZKnowledgeEntry },
      },
    },
    async (req) => editKnowledgeEntry(ctx, req.params.id, req.params.entryId, req.body),
  );
  app.delete(
    '/admin/campaigns/:id/knowledge/entries/:entryId',
    { schema: { tags, summary: 'Delete a question and answer', params: ZKnowledgeEntryParams } },
    async (req, reply) => {
      await deleteKnowledgeEntry(ctx, req.params.id, req.params.entryId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/admin/campaigns/:id/knowledge/gaps/:gapId/answer',
    {
      schema: {
        tags,
        summary: 'Answer a question the agent could not',
        description: 'The question becomes a question-and-answer entry with this answer and leaves the list.',
        params: ZKnowledgeGapParams,
        body: ZAnswerGapRequest,
        response: { 200: ZKnowledgeEntry },
      },
    },
    async (req) => answerKnowledgeGap(ctx, req.params.id, req.params.gapId, req.body.answer),
  );
  app.delete(
    '/admin/campaigns/:id/knowledge/gaps/:gapId',
    { schema: { tags, summary: 'Dismiss a question the agent could not answer', params: ZKnowledgeGapParams } },
    async (req, reply) => {
      await dismissKnowledgeGap(ctx, req.params.id, req.params.gapId);
      return reply.status(204).send();
    },
  );
};
