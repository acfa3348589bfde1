import type { TToolName } from '@common/conversations/schemas';
import type { ChatToolSpec } from '../../providers/llm/types';

// The agent's tools as a language model or a voice provider is told about them (OpenAI function
// calling; Bland custom tools). The Sandbox engine calls the same tools with the same inputs.

export const TOOL_SPECS: Record<TToolName, ChatToolSpec> = {
  lookup_knowledge: {
    name: 'lookup_knowledge',
    description:
      "Look up facts about the business: its fact sheet first (opening hours, service area, prices and offers, the list of services, phone, address, email, who runs it, as the owner or the website states them), then its Q&A, then up to three excerpts of its website pages with their page and heading. Say only what it returns; when found is false, say you don't know.",
    parameters: {
      type: 'object',
      properties: { question: { type: 'string', description: "The caller's question" } },
      required: ['question'],
    },
  },
  book_meeting: {
    name: 'book_meeting',
    description:
      "Without slotStart: list open meeting slots (inside the business's hours and the caller's lawful calling hours), labelled in the caller's time zone; read the labels to the caller. With slotStart (an ISO time from that list): book it. At most one meeting per call.",
    parameters: {
      type: 'object',
      properties: {
        slotStart: { type: 'string', description: 'ISO 8601 start (with offset) of a slot the tool offered' },
      },
    },
  },
  transfer_to_human: {
    name: 'transfer_to_human',
    description: 'Put the caller through to a person at the business, when they ask for one.',
    parameters: { type: 'object', properties: { reason: { type: 'string' } } },
  },
  save_caller_details: {
    name: 'save_caller_details',
    description:
      'Someone who called us and is not yet known gave their name (and company): keep them as a lead of this campaign so the team can follow up. Once per call.',
    parameters: {
      type: 'object',
      properties: { name: { type: 'string' }, company: { type: 'string' } },
      required: ['name'],
    },
  },
  add_to_do_not_call: {
    name: 'add_to_do_not_call',
    description: 'The caller asked not to be called again: add their number to the do-not-call list.',
    parameters: { type: 'object', properties: {} },
  },
  schedule_callback: {
    name: 'schedule_callback',
    description:
      'The caller asked to be called later: schedule the next call at the asked time. Pass an ISO 8601 time WITH the caller\'s UTC offset (e.g. 2026-12-01T15:00:00-08:00 for 3 pm Pacific), or the caller\'s own words ("tomorrow at 3pm", "Tuesday morning", "in two hours"), read on the caller\'s clock. A lawful time is kept exactly; the result\'s `say` tells the caller when (and why, if it moved). If the result asks again, ask the caller for a day and time.',
    parameters: {
      type: 'object',
      properties: {
        when: {
          type: 'string',
          description: "ISO 8601 with offset in the caller's zone, or the caller's words for the time",
        },
      },
      required: ['when'],
    },
  },
  take_message: {
    name: 'take_message',
    description:
      "The business is closed (offered only after hours): keep the caller's message, in their words, for the team to answer once it opens. Once per call.",
    parameters: {
      type: 'object',
      properties: { message: { type: 'string', description: 'What the caller wants passed on' } },
      required: ['message'],
    },
  },
  end_call: {
    name: 'end_call',
    description: 'End the conversation after saying goodbye.',
    parameters: { type: 'object', properties: {} },
  },
};
