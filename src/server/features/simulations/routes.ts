import { AppError } from '@common/errors';
import { roleCan } from '@common/members/roles';
import { z } from 'zod';
import {
  ZCustomScenarioRequest,
  ZCustomScenarioResponse,
  ZLeadScenarioRequest,
  ZSaveChatScenarioRequest,
  ZSimulationRunResponse,
  ZSimulationSuiteResponse,
  SIMULATION_TOKEN_CAP_MESSAGE,
  SIMULATION_TOKEN_CAP_WITHOUT_ADMIN,
  ZStartSimulationsRequest,
  ZStartSimulationsResponse,
} from '@common/simulations/schemas';
import type { FeatureRoutes } from '../../http/types';
import { getSimulationRun } from '../simulation-runs/get-simulation-run';
import { createCustomScenario } from './create-custom-scenario';
import { createLeadScenario } from './create-lead-scenario';
import { getSimulationSuite } from './get-simulation-suite';
import { saveChatAsScenario } from './save-chat-as-scenario';
import { startSimulations } from './start-simulations';

const ZIdParams = z.object({ id: z.uuid() });
const ZRunParams = z.object({ runId: z.uuid() });
const ZChatParams = z.object({ chatId: z.uuid() });

// Under /api/admin, so the admin guard covers every route here.
export const simulationRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'simulations'];
  app.get(
    '/admin/campaigns/:id/simulations',
    { schema: { tags, params: ZIdParams, response: { 200: ZSimulationSuiteResponse } } },
    async (req) => getSimulationSuite(ctx, req.params.id),
  );
  app.post(
    '/admin/campaigns/:id/simulations',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZStartSimulationsRequest.optional(),
        response: { 202: ZStartSimulationsResponse },
      },
    },
    async (req, reply) => {
      const caps = ZStartSimulationsRequest.parse(req.body ?? {});
      // A run's token cap is paid money: above the everyday maximum only an Admin raises it.
      if (caps.maxTokens > SIMULATION_TOKEN_CAP_WITHOUT_ADMIN && !roleCan(req.adminUser!.role, 'settings:edit'))
        throw new AppError('FORBIDDEN', SIMULATION_TOKEN_CAP_MESSAGE, { max: SIMULATION_TOKEN_CAP_WITHOUT_ADMIN });
      return reply.code(202).send(await startSimulations(ctx, req.params.id, caps));
    },
  );
  app.get(
    '/admin/simulation-runs/:runId',
    { schema: { tags, params: ZRunParams, response: { 200: ZSimulationRunResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getSimulationRun(ctx, req.params.runId);
    },
  );
  app.post(
    '/admin/campaigns/:id/simulation-scenarios',
    { schema: { tags, params: ZIdParams, body: ZCustomScenarioRequest, response: { 201: ZCustomScenarioResponse } } },
    async (req, reply) => reply.code(201).send(await createCustomScenario(ctx, req.params.id, req.body)),
  );
  app.post(
    '/admin/campaigns/:id/simulation-scenarios/from-lead',
    {
      schema: {
        tags,
        summary: 'Add a scenario whose callee is one of the campaign’s leads',
        description:
          'The callee is drawn from the lead’s fields and enrichment (its lines written by the language model when one is configured, scripted otherwise); a meeting is expected.',
        params: ZIdParams,
        body: ZLeadScenarioRequest,
        response: { 201: ZCustomScenarioResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await createLeadScenario(ctx, req.params.id, req.body.leadId)),
  );
  app.post(
    '/admin/agent-chats/:chatId/scenario',
    {
      schema: { tags, params: ZChatParams, body: ZSaveChatScenarioRequest, response: { 201: ZCustomScenarioResponse } },
    },
    async (req, reply) => reply.code(201).send(await saveChatAsScenario(ctx, req.params.chatId, req.body.name)),
  );
};
