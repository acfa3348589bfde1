import {
  ZChatMessageRequest,
  ZChatMessageResponse,
  ZChatParams,
  ZStartAdminChatRequest,
  ZStartAgentChatRequest,
  ZStartChatResponse,
  ZVoiceToolParams,
  ZVoiceToolRequest,
} from '@common/conversations/schemas';
import { clientOf } from '../../http/client-info';
import { rateLimit } from '../../http/rate-limit';
import type { FeatureRoutes } from '../../http/types';
import { sendAdminChatMessage } from './send-admin-chat-message';
import { sendAgentChatMessage } from './send-agent-chat-message';
import { startAdminChat } from './start-admin-chat';
import { writeReplyEvents } from './stream-reply';
import { startAgentChat } from './start-agent-chat';
import { runVoiceTool } from './run-voice-tool';
import { knowledgeRoutes } from './knowledge-routes';
import { TOOL_SIGNATURE_HEADER } from '../voice-tools/tool-signature';

const burst = rateLimit(60, 60_000, 'Too many messages at once. Please wait a moment before trying again.');

export const conversationRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/agent-chats',
    {
      config: burst,
      schema: { tags: ['conversations'], body: ZStartAgentChatRequest, response: { 200: ZStartChatResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const client = clientOf(req);
      return startAgentChat(ctx, req.body.agentConfigId, {
        visitorId: client.visitorId ?? null,
        ipAddress: client.ipAddress,
      });
    },
  );
  app.post(
    '/agent-chats/:chatId/messages',
    {
      config: burst,
      schema: {
        tags: ['conversations'],
        params: ZChatParams,
        body: ZChatMessageRequest,
        response: { 200: ZChatMessageResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return sendAgentChatMessage(ctx, req.params.chatId, req.visitorId || null, req.body.text);
    },
  );

  // The same turn delivered as Server-Sent Events (tool calls, the reply in pieces, the answer).
  // Errors (limits, a foreign chat) answer before the stream opens, as the JSON route's do.
  app.post(
    '/agent-chats/:chatId/messages/stream',
    { config: burst, schema: { tags: ['conversations'], params: ZChatParams, body: ZChatMessageRequest } },
    async (req, reply) => {
      const r = await sendAgentChatMessage(ctx, req.params.chatId, req.visitorId || null, req.body.text);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        'x-request-id': req.id,
      });
      writeReplyEvents(reply.raw, r);
    },
  );
  // A voice provider calling the agent's tools during a live call: signed per call and tool.
  app.post(
    '/voice-tools/:callId/:tool',
    { schema: { tags: ['conversations'], params: ZVoiceToolParams, body: ZVoiceToolRequest } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const signature = req.headers[TOOL_SIGNATURE_HEADER];
      return runVoiceTool(ctx, {
        callId: req.params.callId,
        tool: req.params.tool,
        signature: Array.isArray(signature) ? signature[0] : signature,
        input: req.body ?? {},
      });
    },
  );
  // Admin test chats: under /api/admin, so the admin guard covers them.
  const admin = { tags: ['admin', 'conversations'] };
  app.post(
    '/admin/agent-chats',
    { schema: { ...admin, body: ZStartAdminChatRequest, response: { 200: ZStartChatResponse } } },
    async (req) => startAdminChat(ctx, req.body),
  );
  app.post(
    '/admin/agent-chats/:chatId/messages',
    {
      schema: { ...admin, params: ZChatParams, body: ZChatMessageRequest, response: { 200: ZChatMessageResponse } },
    },
    async (req) => sendAdminChatMessage(ctx, req.params.chatId, req.body.text),
  );
  await knowledgeRoutes(app, ctx);
};
