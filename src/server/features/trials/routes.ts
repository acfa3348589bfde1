import { ZTrialListResponse } from '@common/trials/schemas';
import {
  ZLaunchAgentRequest,
  ZLaunchAgentResponse,
  ZVoiceAgentTrialRequest,
  ZVoiceAgentTrialResponse,
} from '@common/wizard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { clientOf } from '../../http/client-info';
import { createTrial } from './create-trial';
import { launchAgent } from './launch-agent';
import { listTrials } from './list-trials';
import {
  ZCreateFollowUpRequest,
  ZFollowUp,
  ZFollowUpList,
  ZTrialIdParams as ZIdParams,
} from '@common/trials/follow-ups';
import { scheduleFollowUp } from './schedule-follow-up';
import { listFollowUps } from './list-follow-ups';

const trialLimit = rateLimit(30, 60_000, 'Too many requests. Please wait a moment before trying again.');
// The daily allowance is enforced per number and address in launch-agent; this only stops bursts.
const launchLimit = rateLimit(20, 60_000, 'Too many launches. Please wait a moment before trying again.');

export const trialRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/voice-agent-trials',
    {
      config: trialLimit,
      schema: { tags: ['wizard'], body: ZVoiceAgentTrialRequest, response: { 200: ZVoiceAgentTrialResponse } },
    },
    async (req) => createTrial(ctx, req.body, clientOf(req)),
  );
  app.post(
    '/launch-agent',
    {
      config: launchLimit,
      schema: { tags: ['wizard'], body: ZLaunchAgentRequest, response: { 200: ZLaunchAgentResponse } },
    },
    async (req) => launchAgent(ctx, req.body, clientOf(req)),
  );
  app.get(
    '/admin/voice-agent-trials',
    { schema: { tags: ['admin', 'trials'], response: { 200: ZTrialListResponse } } },
    async () => listTrials(ctx),
  );
  app.get(
    '/admin/voice-agent-trials/:id/follow-ups',
    { schema: { tags: ['admin', 'trials'], params: ZIdParams, response: { 200: ZFollowUpList } } },
    async (req) => listFollowUps(ctx, req.params.id),
  );
  app.post(
    '/admin/voice-agent-trials/:id/follow-ups',
    {
      schema: {
        tags: ['admin', 'trials'],
        params: ZIdParams,
        body: ZCreateFollowUpRequest,
        response: { 201: ZFollowUp },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await scheduleFollowUp(ctx, req.params.id, req.body, req.adminUser?.id ?? null)),
  );
};
