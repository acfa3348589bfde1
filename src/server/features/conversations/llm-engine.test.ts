import { describe, expect, it } from 'vitest';
import type { ChatWithToolsInput, LlmProvider } from '../../providers/llm/types';
import type { ConversationRow } from './conversations.repo';
import { factSheetNote } from './fact-sheet-note';
import { createLlmEngine } from './llm-engine';

// The model is given the business's fact sheet before the rules of the conversation: hours asked
// for are in front of it, in the owner's words where the owner edited them.

const conversation = {
  mode: 'test',
  agentName: 'Marisol',
  businessName: 'Sandoval Heating & Air',
  prompt: 'You are Marisol from Sandoval Heating & Air.',
} as ConversationRow;

describe('the LLM engine and the fact sheet', () => {
  it('puts the fact sheet in the system prompt, after the prompt and before the rules', async () => {
    const seen: ChatWithToolsInput[] = [];
    const llm = {
      mode: 'live',
      adapter: 'stub',
      chatWithTools: async (input: ChatWithToolsInput) => {
        seen.push(input);
        return { text: 'We are open Monday to Saturday, 6am to 8pm.', toolCalls: [] };
      },
    } as unknown as LlmProvider;
    const factSheet = factSheetNote(
      [
        { kind: 'hours', edited: true, values: [{ value: 'Mon–Sat 6am–8pm', source: null }], siteValues: [] },
        {
          kind: 'services',
          edited: false,
          values: [
            { value: 'AC Repair', source: { url: 'https://s.example/', text: 'AC Repair', from: 'page text' } },
            { value: 'Duct Cleaning', source: { url: 'https://s.example/', text: 'Duct', from: 'page text' } },
          ],
          siteValues: [],
        },
        { kind: 'offers', edited: true, values: [], siteValues: [] },
      ],
      conversation.businessName,
    );
    const out = await createLlmEngine(llm).turn({
      conversation,
      history: [],
      text: 'What are your hours?',
      earlier: [],
      runTool: async () => {
        throw new Error('no tool is needed for a fact on the sheet');
      },
      factSheet,
    });
    expect(out.text).toBe('We are open Monday to Saturday, 6am to 8pm.');
    const system = String(seen[0].messages[0].content);
    expect(system.startsWith('You are Marisol from Sandoval Heating & Air.')).toBe(true);
    expect(system).toContain('Facts about Sandoval Heating & Air');
    expect(system).toContain('- Opening hours: Mon–Sat 6am–8pm\n- Services: AC Repair; Duct Cleaning');
    // A kind the owner emptied is not offered to the model.
    expect(system).not.toContain('Prices');
    expect(system.indexOf('Opening hours')).toBeLessThan(system.indexOf('You are now in a live conversation'));
  });

  it('says nothing of facts when the sheet is empty', () => {
    expect(factSheetNote([], 'Acme')).toBe('');
  });
});
