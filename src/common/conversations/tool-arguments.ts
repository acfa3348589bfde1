import { z } from 'zod';
import { text } from '@common/text/schemas';
import type { TToolName } from './schemas';

// Each tool's own arguments, as its spec declares them (src/server/features/voice-tools/specs.ts):
// known keys only and short values. Whatever a model or a voice provider sends is checked here
// before it runs or is stored, so a tool call can't carry a megabyte of invented keys. Fields a
// spec requires stay optional here: a provider drops what the agent left empty, and each tool
// answers a missing one in words the agent can use.

export const TOOL_ARGUMENTS = {
  lookup_knowledge: z.strictObject({ question: text(500).trim().optional() }),
  book_meeting: z.strictObject({ slotStart: text(64).trim().optional() }),
  transfer_to_human: z.strictObject({ reason: text(300).trim().optional() }),
  add_to_do_not_call: z.strictObject({}),
  schedule_callback: z.strictObject({ when: text(200).trim().optional() }),
  save_caller_details: z.strictObject({ name: text(120).trim().optional(), company: text(120).trim().optional() }),
  take_message: z.strictObject({ message: text(1000).trim().optional() }),
  end_call: z.strictObject({ reason: text(300).trim().optional() }),
} satisfies Record<TToolName, z.ZodType<Record<string, unknown>>>;

/** Tool calls one conversation may hold, and one agent turn: past either the next is answered 429. */
export const MAX_TOOL_CALLS_PER_CHAT = 40;
export const MAX_TOOL_CALLS_PER_TURN = 8;
export const TOOL_CALL_LIMIT_MESSAGE = `This conversation has made the most tool calls allowed (${MAX_TOOL_CALLS_PER_CHAT}, ${MAX_TOOL_CALLS_PER_TURN} per turn). Start a new chat to keep talking.`;

/** An agent turn's spoken text is kept up to this many characters; the rest of a long turn is dropped. */
export const MAX_AGENT_TURN_TEXT = 4000;

/** How long a voice session's tool calls and transcript lines are taken after it was opened. */
export const VOICE_SESSION_MINUTES = 10;
export const VOICE_SESSION_OVER_MESSAGE = `This voice session has ended (a session lasts ${VOICE_SESSION_MINUTES} minutes). Open a new one to keep talking.`;

export const VOICE_SESSION_FIRST_MESSAGE =
  'Open a voice session for this chat first: transcript lines and tool calls come from one.';
