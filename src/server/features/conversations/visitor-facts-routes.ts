import {
  ZAgentConfigFactsParams,
  ZEditKnowledgeFactsRequest,
  ZKnowledgeFacts,
} from '@common/conversations/knowledge-facts';
import { clientOf } from '../../http/client-info';
import { rateLimit } from '../../http/rate-limit';
import type { FeatureRoutes } from '../../http/types';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { editVisitorFacts } from './edit-visitor-facts';
import { readVisitorFacts } from './read-visitor-facts';

const tags = ['wizard', 'conversations'];
// As the wizard's other writes: a burst limit, and the saved-configurations daily allowance.
const limit = rateLimit(30, 60_000, 'Too many requests. Please wait a moment before trying again.');

/** The wizard's Preview: what the visitor's own agent knows about their business, and their corrections. */
export const visitorFactsRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/agent-configs/:id/knowledge/facts',
    {
      config: limit,
      schema: {
        tags,
        summary: "What the visitor's agent knows about their business",
        description:
          "The fact sheet (hours, area, prices, services, contact…) the wizard agent's chat answers from, each value with its page and sentence or marked as the visitor's own words. Only for the visitor who saved the configuration (404 for anyone else).",
        params: ZAgentConfigFactsParams,
        response: { 200: ZKnowledgeFacts },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return readVisitorFacts(ctx, req.params.id, req.visitorId || null);
    },
  );
  app.patch(
    '/agent-configs/:id/knowledge/facts',
    {
      config: limit,
      schema: {
        tags,
        summary: "Correct what the visitor's agent knows about their business",
        description:
          "Each kind named gets the visitor's values, one per line (an empty list: there is none); null gives the kind back to what the website says. Only this configuration's fact values change. Only for the visitor who saved it (404 for anyone else).",
        params: ZAgentConfigFactsParams,
        body: ZEditKnowledgeFactsRequest,
        response: { 200: ZKnowledgeFacts },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await spendDailyAllowance(ctx, clientOf(req).ipAddress ?? 'unknown', anonymousAllowances(ctx.env).agentConfig);
      return editVisitorFacts(ctx, req.params.id, req.visitorId || null, req.body);
    },
  );
};
