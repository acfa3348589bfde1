import { z } from 'zod';
import { ZProviderMode } from '@common/system/providers';
import { text } from '@common/text/schemas';

// The conversation with an agent, shared by the wizard's chat panel, the admin's test chat and
// the server routes: one schema per request and response.

/** chat: the wizard's preview; test: an admin trying a campaign; live: a real call. */
export const CONVERSATION_MODES = ['chat', 'test', 'live'] as const;
export const ZConversationMode = z.enum(CONVERSATION_MODES);
export type TConversationMode = z.infer<typeof ZConversationMode>;

export const TOOL_NAMES = [
  'book_meeting',
  'transfer_to_human',
  'add_to_do_not_call',
  'schedule_callback',
  'lookup_knowledge',
  'save_caller_details',
  'take_message',
  'end_call',
] as const;
export const ZToolName = z.enum(TOOL_NAMES);
export type TToolName = z.infer<typeof ZToolName>;

export const MAX_CHAT_TEXT = 1000;
/** Visitor messages one chat may hold; the next is answered 429 with CHAT_MESSAGE_LIMIT_MESSAGE. */
export const MAX_VISITOR_MESSAGES = 20;
export const CHAT_MESSAGE_LIMIT_MESSAGE = `This chat has reached its limit of ${MAX_VISITOR_MESSAGES} messages. Start a new chat to keep talking to your agent.`;
export const CHAT_DAILY_LIMIT_MESSAGE =
  "You've started the most chats allowed today. Please come back tomorrow to talk to your agent again.";
export const CHAT_ENDED_MESSAGE = 'This conversation has ended. Start a new chat to talk again.';

export const ZChatMessage = z.object({
  role: z.enum(['agent', 'visitor']),
  text: z.string(),
  /** The turn's number in its conversation (opening line 0, visitor 2n-1, agent 2n): what a replay starts from. */
  seq: z.number().int().optional(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZToolCallView = z.object({
  name: ZToolName,
  input: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
  /** True when the tool only recorded what it would have done (chat and test conversations). */
  test: z.boolean(),
});
export type TToolCallView = z.infer<typeof ZToolCallView>;

export const ZStartAgentChatRequest = z.object({
  agentConfigId: z.uuid(),
  /** The visitor's own zone (the browser's): times the agent offers and reads are on their clock. */
  timeZone: z
    .string()
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone')
    .optional(),
  /**
   * The visitor's earlier configuration whose fact sheet they corrected on the Preview step: its
   * corrections are this agent's too (only when the same visitor saved both, for the same website).
   */
  factsFrom: z.uuid().optional(),
});

export const ZStartAdminChatRequest = z.object({
  campaignId: z.uuid(),
  leadId: z.uuid().optional(),
  promptVersionId: z.uuid().optional(),
});
export type TStartAdminChatRequest = z.infer<typeof ZStartAdminChatRequest>;

export const ZStartChatResponse = z.object({
  chatId: z.uuid(),
  /** sandbox: the deterministic Sandbox engine answered; live: the language model did. */
  mode: ZProviderMode,
  conversationMode: ZConversationMode,
  agentName: z.string(),
  messages: z.array(ZChatMessage),
  /** True when the server can open a voice session (an OpenAI key is set); else VOICE_NEEDS_KEY_MESSAGE. */
  voice: z.boolean(),
});
export type TStartChatResponse = z.infer<typeof ZStartChatResponse>;

export const ZChatParams = z.object({ chatId: z.uuid() });

/** A voice provider's call of one tool: our call id and the tool, named in the signed URL. */
export const ZVoiceToolParams = z.object({ callId: z.uuid(), tool: ZToolName });
/** The tool's input as the provider filled it from the agent's choice (values are short strings). */
export const ZVoiceToolRequest = z.record(z.string().max(60), z.union([z.string().max(500), z.null()])).default({});

export const ZChatMessageRequest = z.object({
  text: text(MAX_CHAT_TEXT, `Messages are at most ${MAX_CHAT_TEXT} characters`)
    .trim()
    .min(1, 'Type a message first')
    .max(MAX_CHAT_TEXT, `Messages are at most ${MAX_CHAT_TEXT} characters`),
});

export const ZChatMessageResponse = z.object({
  messages: z.array(ZChatMessage),
  toolCalls: z.array(ZToolCallView),
  ended: z.boolean(),
  mode: ZProviderMode,
});
export type TChatMessageResponse = z.infer<typeof ZChatMessageResponse>;

/** Replay from a visitor message: a new test chat carrying the turns before it. */
export const ZReplayChatRequest = z.object({
  fromSeq: z
    .number()
    .int()
    .min(1)
    .max(2 * MAX_VISITOR_MESSAGES),
});

export const REPLAY_FROM_MESSAGE_ONLY =
  "Replay starts from one of this chat's visitor messages: fromSeq must be the seq of a message the visitor sent.";

export const ZReplayChatResponse = ZStartChatResponse.extend({
  /** The tool calls of the copied turns, as they were recorded (they are not run again). */
  toolCalls: z.array(ZToolCallView.extend({ turnSeq: z.number().int() })),
  replayedFrom: z.object({ chatId: z.uuid(), fromSeq: z.number().int() }),
});
export type TReplayChatResponse = z.infer<typeof ZReplayChatResponse>;
// Voice in the browser (OpenAI Realtime over WebRTC): the server mints a short-lived client secret
// for the conversation's prompt and tools; the browser relays tool calls and transcript lines.

// What a visitor reads when the server cannot open voice: no setting names (those are for the
// admin's Diagnostics, where the LLM line says what turns voice on).
export const VOICE_NEEDS_KEY_MESSAGE = 'Voice is not available here. Type to your agent instead.';

/** Voice sessions one chat may open (each is paid Realtime time); the next is answered 429. */
export const MAX_VOICE_SESSIONS = 3;
export const VOICE_SESSION_LIMIT_MESSAGE = `This chat has used its ${MAX_VOICE_SESSIONS} voice sessions. Start a new chat to talk again.`;

export const ZVoiceSessionResponse = z.object({
  /** An ephemeral Realtime key (`ek_…`), good for one session for a few minutes; never the API key. */
  clientSecret: z.string(),
  expiresAt: z.string(),
  model: z.string(),
});
export type TVoiceSessionResponse = z.infer<typeof ZVoiceSessionResponse>;

/**
 * The Realtime call the browser connected with the session's secret: the last path segment of the
 * `Location` header OpenAI answers the SDP offer with (`/v1/realtime/calls/rtc_…`). The server ends
 * the call itself once the session's time is up.
 */
export const ZVoiceCallRequest = z.object({
  callId: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a Realtime call id (letters, digits, _ and -)'),
});

export const ZVoiceCallResponse = z.object({
  callId: z.string(),
  /** When the server hangs the call up (ISO 8601). */
  endsAt: z.string(),
  /** `sandbox`: no Realtime call exists without a key; the end is only recorded. */
  mode: ZProviderMode,
});
export type TVoiceCallResponse = z.infer<typeof ZVoiceCallResponse>;

/** A call id given twice, or for a session that already has one or whose time is up. */
export const VOICE_CALL_TAKEN_MESSAGE = 'This voice session already has its call, or its time is up.';

/** A Realtime function call as the data channel delivers it (`arguments` is a JSON string there). */
export const ZVoiceToolRelayRequest = z.object({
  name: ZToolName,
  arguments: z
    .union([
      z.string().max(4000),
      z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
    ])
    .default({}),
  callId: text(100).optional(),
});
export type TVoiceToolRelayRequest = z.infer<typeof ZVoiceToolRelayRequest>;

export const ZVoiceToolRelayResponse = z.object({
  callId: z.string().optional(),
  toolCall: ZToolCallView,
  ended: z.boolean(),
});
export type TVoiceToolRelayResponse = z.infer<typeof ZVoiceToolRelayResponse>;

export const ZVoiceTurnsRequest = z.object({
  turns: z
    .array(z.object({ role: z.enum(['agent', 'visitor']), text: text(MAX_CHAT_TEXT).trim().min(1) }))
    .min(1)
    .max(20),
});
export type TVoiceTurnsRequest = z.infer<typeof ZVoiceTurnsRequest>;

export const ZVoiceTurnsResponse = z.object({ recorded: z.number().int(), ended: z.boolean() });
export type TVoiceTurnsResponse = z.infer<typeof ZVoiceTurnsResponse>;
