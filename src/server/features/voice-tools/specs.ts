import type { TToolName } from '@common/conversations/schemas';
import type { ChatToolSpec } from '../../providers/llm/types';

// The agent's tools as a language model or a voice provider is told about them (OpenAI function
// calling; Bland custom tools). The Sandbox engine calls the same tools with the same inputs.

export const TOOL_SPECS: Record<TToolName, ChatToolSpec> = {
  lookup_knowledge: {
    name: 'lookup_knowledge',
    description: "Look up facts about the business (services, prices, hours, area) in its website's pages.",
    parameters: {
      type: 'object',
      properties: { question: { type: 'string', description: "The caller's question" } },
      required: ['question'],
    },
  },
  book_meeting: {
    name: 'book_meeting',
    description:
      "Without slotStart: list open meeting slots in the caller's time zone. With slotStart (an ISO time from that list): book it. At most one meeting per call.",
    parameters: {
      type: 'object',
      properties: { slotStart: { type: 'string', description: 'ISO 8601 start of an offered slot' } },
    },
  },
  transfer_to_human: {
    name: 'transfer_to_human',
    description: 'Put the caller through to a person at the business, when they ask for one.',
    parameters: { type: 'object', properties: { reason: { type: 'string' } } },
  },
  add_to_do_not_call: {
    name: 'add_to_do_not_call',
    description: 'The caller asked not to be called again: add their number to the do-not-call list.',
    parameters: { type: 'object', properties: {} },
  },
  schedule_callback: {
    name: 'schedule_callback',
    description:
      'The caller asked to be called later: schedule the next call at the asked time (an ISO time, or words such as "tomorrow", "in 2 hours", "this evening").',
    parameters: {
      type: 'object',
      properties: { when: { type: 'string' } },
      required: ['when'],
    },
  },
  end_call: {
    name: 'end_call',
    description: 'End the conversation after saying goodbye.',
    parameters: { type: 'object', properties: {} },
  },
};
