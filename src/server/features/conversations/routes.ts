import { z } from 'zod';
import { ZTestCallList } from '@common/dispatch/schemas';
import { id } from '@common/text/schemas';
import {
  ZChatMessageRequest,
  ZChatMessageResponse,
  ZChatParams,
  ZReplayChatRequest,
  ZReplayChatResponse,
  ZStartAdminChatRequest,
  ZStartAgentChatRequest,
  ZStartChatResponse,
  ZVoiceCallRequest,
  ZVoiceCallResponse,
  ZVoiceSessionResponse,
  ZVoiceToolParams,
  ZVoiceToolRelayRequest,
  ZVoiceToolRelayResponse,
  ZVoiceToolRequest,
  ZVoiceTurnsRequest,
  ZVoiceTurnsResponse,
} from '@common/conversations/schemas';
import { clientOf } from '../../http/client-info';
import { rateLimit } from '../../http/rate-limit';
import type { FeatureRoutes } from '../../http/types';
import { sendAdminChatMessage } from './send-admin-chat-message';
import { sendAgentChatMessage } from './send-agent-chat-message';
import { replayAdminChat } from './replay-admin-chat';
import { startAdminChat } from './start-admin-chat';
import { writeReplyEvents } from './stream-reply';
import { startAgentChat } from './start-agent-chat';
import { runVoiceTool } from './run-voice-tool';
import { knowledgeRoutes } from './knowledge-routes';
import { visitorFactsRoutes } from './visitor-facts-routes';
import { TOOL_SIGNATURE_HEADER } from '../voice-tools/tool-signature';
import { findAdminChat, findVisitorChat } from './find-chat';
import { recordVoiceTurns } from './record-voice-turns';
import { relayVoiceTool } from './relay-voice-tool';
import { reportVoiceCall } from './report-voice-call';
import { startVoiceSession } from './start-voice-session';
import { getTestCalls } from './open-test-calls';

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
      return startAgentChat(
        ctx,
        req.body.agentConfigId,
        {
          visitorId: client.visitorId ?? null,
          ipAddress: client.ipAddress,
          timeZone: req.body.timeZone ?? null,
        },
        req.body.factsFrom,
      );
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
      writeReplyEvents(req, reply, r);
    },
  );
  // Browser voice (OpenAI Realtime): the secret, the tools the model calls, the transcript lines.
  app.post(
    '/agent-chats/:chatId/voice-session',
    {
      config: burst,
      schema: {
        tags: ['conversations'],
        summary: 'Open a voice session with the agent',
        description:
          'Mints a short-lived OpenAI Realtime client secret for this chat (its prompt and tools); the browser connects over WebRTC with it. 409 without an OpenAI key.',
        params: ZChatParams,
        response: { 200: ZVoiceSessionResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const chat = await findVisitorChat(ctx, req.params.chatId, req.visitorId || null);
      return startVoiceSession(ctx, chat, clientOf(req).ipAddress);
    },
  );
  app.post(
    '/agent-chats/:chatId/voice-session/call',
    {
      config: burst,
      schema: {
        tags: ['conversations'],
        summary: 'Name the Realtime call of a voice session',
        description:
          "The call id from the Location header of OpenAI's answer to the browser's SDP offer. The server hangs the call up when the session's time is up; 409 without a voice session for this chat, or when its session already has a call.",
        params: ZChatParams,
        body: ZVoiceCallRequest,
        response: { 200: ZVoiceCallResponse },
      },
    },
    async (req) =>
      reportVoiceCall(ctx, await findVisitorChat(ctx, req.params.chatId, req.visitorId || null), req.body.callId),
  );
  app.post(
    '/agent-chats/:chatId/voice-tools',
    {
      config: burst,
      schema: {
        tags: ['conversations'],
        summary: 'Run a tool the voice agent called',
        description:
          "Runs a Realtime function call through the chat's tools (nothing real changes in a chat) and stores it; the answer is the function call's output.",
        params: ZChatParams,
        body: ZVoiceToolRelayRequest,
        response: { 200: ZVoiceToolRelayResponse },
      },
    },
    async (req) => relayVoiceTool(ctx, await findVisitorChat(ctx, req.params.chatId, req.visitorId || null), req.body),
  );
  app.post(
    '/agent-chats/:chatId/voice-turns',
    {
      config: burst,
      schema: {
        tags: ['conversations'],
        summary: 'Record transcript lines of a voice session',
        description:
          "Stores the caller's transcribed words and the agent's spoken text on the chat; caller lines count against the chat's message limit.",
        params: ZChatParams,
        body: ZVoiceTurnsRequest,
        response: { 200: ZVoiceTurnsResponse },
      },
    },
    async (req) =>
      recordVoiceTurns(ctx, await findVisitorChat(ctx, req.params.chatId, req.visitorId || null), req.body.turns),
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
  app.post(
    '/admin/agent-chats/:chatId/messages/stream',
    {
      schema: {
        ...admin,
        summary: 'Send a line in a test chat, the reply as Server-Sent Events',
        description:
          'The same turn as POST /admin/agent-chats/{chatId}/messages, delivered as events: `tool` (each tool call), `delta` (the reply in pieces), `done` (the JSON answer). Errors answer before the stream opens.',
        params: ZChatParams,
        body: ZChatMessageRequest,
      },
    },
    async (req, reply) =>
      writeReplyEvents(req, reply, await sendAdminChatMessage(ctx, req.params.chatId, req.body.text)),
  );
  app.post(
    '/admin/agent-chats/:chatId/replay',
    {
      schema: {
        ...admin,
        summary: 'Replay a test chat from one of its visitor messages',
        description:
          'Starts a new test chat with the same agent, prompt and lead carrying copies of the turns before `fromSeq` (a visitor message) and their tool calls, which are not run again. The original chat is unchanged.',
        params: ZChatParams,
        body: ZReplayChatRequest,
        response: { 200: ZReplayChatResponse },
      },
    },
    async (req) => replayAdminChat(ctx, req.params.chatId, req.body.fromSeq),
  );
  app.post(
    '/admin/agent-chats/:chatId/voice-session',
    {
      schema: {
        ...admin,
        summary: 'Open a voice session with a test conversation',
        description:
          'A short-lived OpenAI Realtime client secret for this test conversation; 409 without an OpenAI key.',
        params: ZChatParams,
        response: { 200: ZVoiceSessionResponse },
      },
    },
    async (req) => startVoiceSession(ctx, await findAdminChat(ctx, req.params.chatId)),
  );
  app.post(
    '/admin/agent-chats/:chatId/voice-session/call',
    {
      schema: {
        ...admin,
        summary: 'Name the Realtime call of a test voice session',
        description:
          "The call id from the Location header of OpenAI's answer to the browser's SDP offer; the server hangs the call up when the session's time is up.",
        params: ZChatParams,
        body: ZVoiceCallRequest,
        response: { 200: ZVoiceCallResponse },
      },
    },
    async (req) => reportVoiceCall(ctx, await findAdminChat(ctx, req.params.chatId), req.body.callId),
  );
  app.post(
    '/admin/agent-chats/:chatId/voice-tools',
    {
      schema: {
        ...admin,
        summary: 'Run a tool the voice agent called (test)',
        description:
          "Runs a Realtime function call through the test conversation's tools; recorded as a test, nothing real changes.",
        params: ZChatParams,
        body: ZVoiceToolRelayRequest,
        response: { 200: ZVoiceToolRelayResponse },
      },
    },
    async (req) => relayVoiceTool(ctx, await findAdminChat(ctx, req.params.chatId), req.body),
  );
  app.post(
    '/admin/agent-chats/:chatId/voice-turns',
    {
      schema: {
        ...admin,
        summary: 'Record transcript lines of a test voice session',
        description: 'Stores the transcribed lines of a voice session on the test conversation.',
        params: ZChatParams,
        body: ZVoiceTurnsRequest,
        response: { 200: ZVoiceTurnsResponse },
      },
    },
    async (req) => recordVoiceTurns(ctx, await findAdminChat(ctx, req.params.chatId), req.body.turns),
  );
  // A test run's attempts, opened like live calls (their conversations are what they were).
  app.get(
    '/admin/campaigns/:id/test-calls',
    { schema: { tags: ['admin', 'dispatch'], params: z.object({ id: id() }), response: { 200: ZTestCallList } } },
    async (req) => getTestCalls(ctx, req.params.id),
  );
  await knowledgeRoutes(app, ctx);
  await visitorFactsRoutes(app, ctx);
};
