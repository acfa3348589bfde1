import { z } from 'zod';
import {
  ZGenerateAgentPromptRequest,
  ZGenerateAgentPromptResponse,
  ZPromptTemplateResponse,
  ZTemplateVersion,
  ZTemplateVersionList,
  ZTemplateVersionParams,
  ZUpdatePromptTemplateRequest,
} from '@common/prompts/schemas';
import { MSG } from '@common/wizard/messages';
import { text } from '@common/text/schemas';
import { ZGeneratePromptRequest, ZGeneratePromptResponse } from '@common/wizard/schemas';
import type { FastifyReply } from 'fastify';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { generateAgentPrompt } from './generate-agent-prompt';
import { generatePrompt } from './generate-prompt';
import { getPromptTemplate } from './get-prompt-template';
import { resetPromptTemplate } from './reset-prompt-template';
import { getVersion, listVersions, restoreVersion } from './template-versions';
import { updatePromptTemplate } from './update-prompt-template';

// The client sends ?v=<timestamp> and no-cache headers (spec part 1 §7); we answer in kind so no
// proxy serves one visitor's prompt to another.
const noCache = (reply: FastifyReply) =>
  reply
    .header('cache-control', 'no-store, no-cache, must-revalidate')
    .header('pragma', 'no-cache')
    .header('expires', '0');
const ZCacheBuster = z.object({ v: text(64).optional() });

export const promptRoutes: FeatureRoutes = async (app, ctx) => {
  // Per client IP; each generation may cost an llm call.
  const limit = rateLimit(ctx.env.PROMPT_RATE_LIMIT_PER_MINUTE, 60_000, MSG.prompt429);

  app.post(
    '/generate-prompt',
    {
      config: limit,
      schema: {
        tags: ['prompts'],
        querystring: ZCacheBuster,
        body: ZGeneratePromptRequest,
        response: { 200: ZGeneratePromptResponse },
      },
    },
    async (req, reply) => {
      await spendDailyAllowance(ctx, req.ip, anonymousAllowances(ctx.env).prompt);
      return noCache(reply).send(await generatePrompt(ctx, req.body, { visitorId: req.visitorId }));
    },
  );

  // Admin only although outside /api/admin (the spec's path): ADMIN_ONLY_PATHS in admin-guard.ts
  // attaches the guard, and the route census checks it like every /api/admin route.
  app.post(
    '/generate-agent-prompt',
    {
      config: limit,
      schema: {
        tags: ['admin', 'prompts'],
        body: ZGenerateAgentPromptRequest,
        response: { 200: ZGenerateAgentPromptResponse },
      },
    },
    async (req, reply) => noCache(reply).send(await generateAgentPrompt(ctx, req.body, { visitorId: req.visitorId })),
  );

  // Under /api/admin: the admin guard is attached to these at registration.
  app.get(
    '/admin/prompt-template',
    { schema: { tags: ['admin', 'prompts'], response: { 200: ZPromptTemplateResponse } } },
    async (_req, reply) => noCache(reply).send(await getPromptTemplate(ctx)),
  );
  app.put(
    '/admin/prompt-template',
    {
      schema: {
        tags: ['admin', 'prompts'],
        body: ZUpdatePromptTemplateRequest,
        response: { 200: ZPromptTemplateResponse },
      },
    },
    async (req) => updatePromptTemplate(ctx, req.body, req.adminUser),
  );
  app.post(
    '/admin/prompt-template/reset',
    { schema: { tags: ['admin', 'prompts'], response: { 200: ZPromptTemplateResponse } } },
    async (req) => resetPromptTemplate(ctx, req.adminUser),
  );
  app.get(
    '/admin/prompt-template/versions',
    { schema: { tags: ['admin', 'prompts'], response: { 200: ZTemplateVersionList } } },
    async (_req, reply) => noCache(reply).send(await listVersions(ctx)),
  );
  app.get(
    '/admin/prompt-template/versions/:id',
    { schema: { tags: ['admin', 'prompts'], params: ZTemplateVersionParams, response: { 200: ZTemplateVersion } } },
    async (req) => getVersion(ctx, req.params.id),
  );
  app.post(
    '/admin/prompt-template/versions/:id/restore',
    {
      schema: {
        tags: ['admin', 'prompts'],
        params: ZTemplateVersionParams,
        response: { 200: ZPromptTemplateResponse },
      },
    },
    async (req) => restoreVersion(ctx, req.params.id, req.adminUser),
  );
};
