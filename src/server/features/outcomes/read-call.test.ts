import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPOSITIONS, TOOL_DISPOSITIONS } from '@common/outcomes/schemas';
import { scoreReader } from '../../../../bench/lib/score-reader';
import { readCall, toLines } from './read-call';
import { toCampaignDisposition } from './read-disposition';

const all = [...DEFAULT_DISPOSITIONS];
const call = (lines: Array<['a' | 'c', string]>, endReason = 'completed') => ({
  endReason,
  answeredBy: 'human',
  durationSeconds: 40,
  lines: lines.map(([s, text]) => ({ speaker: s === 'a' ? ('agent' as const) : ('callee' as const), text })),
});

describe('the deterministic transcript reader', () => {
  it('meets its target on the accuracy set (≥ 40 cases, every disposition, two languages)', () => {
    const s = scoreReader();
    expect(s.cases).toBeGreaterThanOrEqual(40);
    // Bookings and hand-overs are read from the tools' record, not from words.
    expect(s.dispositionsCovered).toBe(DEFAULT_DISPOSITIONS.length - TOOL_DISPOSITIONS.length);
    expect(s.languages).toEqual(['en', 'es']);
    expect(s.dispositionAccuracyPct).toBeGreaterThanOrEqual(90);
  });

  it('lets an opt-out anywhere outweigh interest, and the last stance decide otherwise', () => {
    expect(
      readCall(
        call([
          ['c', 'Sounds great, tell me more.'],
          ['c', "Actually don't call me again."],
        ]),
        all,
        [],
      ).disposition,
    ).toBe('do not call');
    expect(
      readCall(
        call([
          ['c', 'Not interested.'],
          ['c', 'Oh wait, tell me more about weekends.'],
        ]),
        all,
        [],
      ).disposition,
    ).toBe('interested');
    expect(
      readCall(
        call([
          ['c', 'Sounds good.'],
          ['c', "Hmm, no thanks, I'll pass."],
        ]),
        all,
        [],
      ).disposition,
    ).toBe('not interested');
  });

  it("reads a booking or a hand-over from the tools' record over the words, and falls back for an older list", () => {
    const said = call([['c', "Not interested, don't call me again."]]);
    const booked = { ...said, toolEffects: { meetingBooked: true, transferred: false } };
    expect(readCall(booked, all, []).disposition).toBe('meeting booked');
    expect(readCall(booked, all, []).summary).toMatch(/booked a meeting/);
    expect(readCall({ ...said, toolEffects: { meetingBooked: false, transferred: true } }, all, []).disposition).toBe(
      'transferred',
    );
    const older = all.filter((d) => d !== 'meeting booked' && d !== 'transferred');
    expect(readCall(booked, older, []).disposition).toBe('interested');
    // A machine is a fact first: no tool ran on it.
    expect(readCall({ ...booked, endReason: 'voicemail' }, all, []).disposition).toBe('voicemail');
  });

  it('reads a wish for a person nobody could take as a callback request, with the reason', () => {
    const asked = call([
      ['c', 'Can I talk to a person?'],
      ['c', 'Okay, that works.'],
      ['c', 'Thanks, bye.'],
    ]);
    const unmet = 'outside transfer hours, 07:00–18:00 America/Phoenix';
    const r = readCall(
      { ...asked, toolEffects: { meetingBooked: false, transferred: false, personRequested: unmet } },
      all,
      [],
    );
    expect(r.disposition).toBe('callback requested');
    expect(r.summary).toContain(unmet);
    // An opt-out in the same call still wins: nobody calls back someone who said stop.
    const stop = call([
      ['c', 'Can I talk to a person?'],
      ['c', 'Actually, stop calling me.'],
    ]);
    expect(
      readCall({ ...stop, toolEffects: { meetingBooked: false, transferred: false, personRequested: unmet } }, all, [])
        .disposition,
    ).toBe('do not call');
  });

  it('never reads a machine or an unanswered line as a person', () => {
    expect(readCall(call([['c', 'Please leave a message after the tone.']]), all, []).disposition).toBe('voicemail');
    expect(readCall(call([['c', 'For billing press 2.']]), all, []).disposition).toBe('no answer');
    expect(readCall(call([], 'busy'), all, []).disposition).toBe('busy');
  });

  it('answers fields from the reply to the question about them, and leaves the rest unknown', () => {
    const fields = [
      { name: 'Decide la compra', type: 'yes-no' as const, description: '', choices: [] },
      { name: 'Locations', type: 'number' as const, description: 'How many locations', choices: [] },
      { name: 'Budget', type: 'text' as const, description: '', choices: [] },
    ];
    const r = readCall(
      call([
        ['a', '¿Usted decide la compra?'],
        ['c', 'Sí.'],
        ['a', 'How many locations do you have?'],
        ['c', 'Twelve, all in Ohio.'],
      ]),
      all,
      fields,
    );
    expect(r.fields).toEqual({ 'Decide la compra': true, Locations: 12, Budget: null });
    expect(r.summary.split(/(?<=[.”])\s/).length).toBeLessThanOrEqual(3);
  });

  it('keeps to the campaign list: a dropped disposition falls back to the nearest kept one', () => {
    expect(toCampaignDisposition('callback requested', ['interested', 'not interested'])).toBe('interested');
    expect(toCampaignDisposition('wrong person', ['Interested', 'Not interested'])).toBe('Not interested');
    expect(toCampaignDisposition('busy', ['hot', 'cold'])).toBe('cold');
  });

  it('reads both transcript forms', () => {
    expect(toLines(null, 'assistant: Hi\nuser: Hello there')).toEqual([
      { speaker: 'agent', text: 'Hi' },
      { speaker: 'callee', text: 'Hello there' },
    ]);
    expect(
      toLines(
        [
          { user: 'agent-action', text: 'x' },
          { user: 'user', text: 'Yes' },
        ],
        null,
      ),
    ).toEqual([{ speaker: 'callee', text: 'Yes' }]);
  });
});
