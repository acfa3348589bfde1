import { describe, expect, it } from 'vitest';
import { pickedIndex, sandboxIntent } from './sandbox-intents';

describe('sandboxIntent', () => {
  it.each([
    ['Hi there!', 'greeting'],
    ['What services do you offer?', 'question'],
    ['Could we book a meeting next week?', 'meeting'],
    ['Can I speak to a real person?', 'person'],
    ['Please stop calling me.', 'opt_out'],
    ["I'm busy right now, call me later", 'callback'],
    ['Thanks, goodbye', 'goodbye'],
    ['Wait, are you a robot?', 'ai_question'],
    ['Am I talking to a real person?', 'ai_question'],
    ['mmm', 'other'],
  ])('%s → %s', (text, intent) => {
    expect(sandboxIntent(text, false)).toBe(intent);
  });

  it('reads a pick only while slots are on offer, and an opt-out outranks it', () => {
    expect(sandboxIntent('The second one please', true)).toBe('pick_slot');
    expect(sandboxIntent('The second one please', false)).toBe('other');
    expect(sandboxIntent('yes, but stop calling me', true)).toBe('opt_out');
    expect(sandboxIntent('no, none of those', true)).not.toBe('pick_slot');
  });

  it('picks the slot named', () => {
    expect(pickedIndex('the third')).toBe(2);
    expect(pickedIndex('2 works')).toBe(1);
    expect(pickedIndex('yes')).toBe(0);
  });
});
