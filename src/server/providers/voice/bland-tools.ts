import type { VoiceTool } from './types';

// Our tools as Bland custom tools on the send-call request (providers.md §10; docs.bland.ai
// tutorials/custom-tools): name, description, url, method, headers, a body whose values Bland fills
// from the agent's input (`{{input.x}}`), an input_schema with an example, and a short speech to
// fill the silence. Bland refuses names containing its reserved words (transfer, finish, hang, …),
// so each tool gets a descriptive PascalCase name; the URL keeps ours.

const BLAND_NAMES: Record<string, string> = {
  book_meeting: 'BookMeeting',
  transfer_to_human: 'ConnectToPerson',
  add_to_do_not_call: 'AddToDoNotCallList',
  schedule_callback: 'ScheduleCallback',
  lookup_knowledge: 'LookupBusinessFacts',
  save_caller_details: 'SaveCallerDetails',
  take_message: 'TakeMessage',
  end_call: 'EndConversation',
};

const SPEECH: Record<string, string> = {
  book_meeting: 'One moment while I check the calendar.',
  lookup_knowledge: 'Let me check that for you.',
};

const EXAMPLES: Record<string, Record<string, string>> = {
  book_meeting: { slotStart: '2026-12-01T15:00:00.000Z' },
  lookup_knowledge: { question: 'What services do you offer?' },
  schedule_callback: { when: 'tomorrow afternoon' },
  transfer_to_human: { reason: 'The caller asked for a person' },
  save_caller_details: { name: 'Robin Park', company: 'Park Dental' },
  take_message: { message: 'Please call me about a quote for Thursday.' },
};

export const blandToolName = (name: string) => BLAND_NAMES[name] ?? name;

export function toBlandTool(tool: VoiceTool): Record<string, unknown> {
  const ourName = tool.name;
  const properties = (tool.parameters.properties ?? {}) as Record<string, { description?: string }>;
  const keys = Object.keys(properties);
  return {
    name: blandToolName(ourName),
    description: tool.description,
    url: tool.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...tool.headers },
    body: Object.fromEntries(keys.map((k) => [k, `{{input.${k}}}`])),
    input_schema: {
      type: 'object',
      properties: Object.fromEntries(keys.map((k) => [k, properties[k].description ?? 'string'])),
      example: EXAMPLES[ourName] ?? {},
    },
    ...(SPEECH[ourName] ? { speech: SPEECH[ourName] } : {}),
    timeout: 10_000,
  };
}
