import { describe, expect, it } from 'vitest';
import type { TToolName } from '@common/conversations/schemas';
import type { ToolCallRecord } from './agent';
import type { ConversationRow } from './conversations.repo';
import { createSandboxEngine } from './sandbox-engine';

// The engine's answer to the lines of the intent report, with a tool runner that records which
// tools were asked for and answers as the real ones would in a test conversation.
const conversation = {
  agentName: 'Ava',
  businessName: 'Sunny Solar',
  prompt: 'You are Ava from Sunny Solar.',
} as ConversationRow;

const SLOTS = [{ start: '2026-12-01T17:00:00.000Z', label: 'Tue, Dec 1, 9:00 AM PST' }];
const ANSWERS: Record<TToolName, Record<string, unknown>> = {
  book_meeting: { booked: false, offered: SLOTS, timeZone: 'America/Los_Angeles' },
  transfer_to_human: { transferred: false, reason: 'no_transfer_number', offerCallback: true },
  add_to_do_not_call: { added: true },
  schedule_callback: { at: '2026-12-01T23:00:00.000Z', timeZone: 'America/Los_Angeles', moved: false },
  lookup_knowledge: { found: true, answer: 'We install solar panels and batteries.', source: { title: 'Q&A' } },
  save_caller_details: { saved: true },
  take_message: { taken: true, message: 'Call me back about the quote.' },
  end_call: { ended: true },
};

async function say(text: string, on: ConversationRow = conversation) {
  const names: TToolName[] = [];
  const out = await createSandboxEngine().turn({
    conversation: on,
    history: [],
    text,
    earlier: [],
    runTool: async (name, input): Promise<ToolCallRecord> => {
      names.push(name);
      return { name, input, result: ANSWERS[name], test: true };
    },
  });
  return { names, text: out.text };
}

describe('the Sandbox engine on the lines it used to get wrong', () => {
  it('a refusal of a meeting books nothing', async () => {
    const r = await say("No thanks, I'm not interested in a meeting. Maybe next month.");
    expect(r.names).toEqual([]);
    expect(r.text).toMatch(/won't book anything/);
  });

  it('"is this a real person?" gets the AI disclosure and transfers nobody', async () => {
    const r = await say("Is this a real person I'm talking to?");
    expect(r.names).not.toContain('transfer_to_human');
    expect(r.text).toMatch(/^Yes, I'm an AI assistant/);
  });

  it('a polite opt-out opts out', async () => {
    const r = await say("Please don't phone this number anymore, thanks.");
    expect(r.names).toEqual(['add_to_do_not_call', 'end_call']);
  });

  it('a wish for a call with the team offers slots', async () => {
    const r = await say('This sounds useful. Can we set up a call with your team next week?');
    expect(r.names).toEqual(['book_meeting']);
    expect(r.text).toContain(SLOTS[0].label);
  });

  it('a question that opens with a greeting is answered', async () => {
    const r = await say('Hi, what kind of services do you offer?');
    expect(r.names).toEqual(['lookup_knowledge']);
    expect(r.text).toBe('We install solar panels and batteries.');
  });

  it('an unknown caller who gives their name is kept (inbound only), a known one or a callee is not', async () => {
    const inbound = { ...conversation, direction: 'inbound', leadId: null } as ConversationRow;
    const r = await say('Hi, my name is Robin Park from Park Dental.', inbound);
    expect(r.names).toEqual(['save_caller_details']);
    expect(r.text).toMatch(/^Thanks, Robin!/);
    expect((await say('Hi, my name is Robin Park.', { ...inbound, leadId: 'lead-1' })).names).toEqual([]);
    expect((await say('Hi, my name is Robin Park.', { ...conversation, direction: 'outbound' })).names).toEqual([]);
  });
});
