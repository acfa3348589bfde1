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
    ["No thanks, I'm not interested in a meeting. Maybe next month.", 'decline'],
    ["Is this a real person I'm talking to?", 'ai_question'],
    ["Please don't phone this number anymore, thanks.", 'opt_out'],
    ['This sounds useful. Can we set up a call with your team next week?', 'meeting'],
    ['Hi, what kind of services do you offer?', 'question'],
    ['I never signed up for this.', 'opt_out'],
    ['Not now.', 'callback'],
  ])('%s → %s', (text, intent) => {
    expect(sandboxIntent(text, false)).toBe(intent);
  });

  it('reads a pick only while slots are on offer, and an opt-out outranks it', () => {
    expect(sandboxIntent('The second one please', true)).toBe('pick_slot');
    expect(sandboxIntent('The second one please', false)).toBe('other');
    expect(sandboxIntent('yes, but stop calling me', true)).toBe('opt_out');
    expect(sandboxIntent('no, none of those', true)).not.toBe('pick_slot');
    expect(sandboxIntent("No, I've changed my mind, don't book anything.", true)).toBe('decline');
  });

  it('picks the slot named', () => {
    expect(pickedIndex('the third')).toBe(2);
    expect(pickedIndex('2 works')).toBe(1);
    expect(pickedIndex('yes')).toBe(0);
  });
});
