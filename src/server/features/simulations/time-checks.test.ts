import { describe, expect, it } from 'vitest';
import { zonedLabel } from '@common/booking/both-times';
import { BUILTIN_SUITE } from './builtin-suite';
import { sandboxJudge } from './judge';
import { judgeCall } from './judge-call';
import type { SimulatedCall } from './scenario';

// The built-in suite judges the times the tools chose, from their inputs and results: a meeting
// at 4:00 AM on the callee's clock and a callback the next evening fail it, whatever the agent said.

// Sunday, Nov 29 2026, 20:00 UTC: 10:00 AM in Honolulu, noon in Los Angeles.
const STARTED = '2026-11-29T20:00:00.000Z';
const NY_WEEKDAYS = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', timeZone: 'America/New_York' };
const scenario = (name: RegExp) => BUILTIN_SUITE.find((s) => name.test(s.name))!;

function call(zone: string, agent: string[], callee: string[], toolCalls: SimulatedCall['toolCalls']): SimulatedCall {
  return {
    turns: agent.flatMap((text, i) => [
      { role: 'agent' as const, text },
      ...(callee[i] ? [{ role: 'callee' as const, text: callee[i] }] : []),
    ]),
    toolCalls,
    ended: false,
    businessName: 'Acme',
    calleeTimeZone: zone,
    startedAt: STARTED,
    availability: NY_WEEKDAYS,
  };
}
const verdict = (name: RegExp, c: SimulatedCall) => judgeCall(scenario(name), c, sandboxJudge, 'prompt');

const slot = (startIso: string, zone: string) => {
  const start = new Date(startIso);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    label: zonedLabel(start, zone),
    businessLabel: zonedLabel(start, 'America/New_York'),
  };
};

function honolulu(offered: ReturnType<typeof slot>) {
  const hi = 'Pacific/Honolulu';
  return call(
    hi,
    ['Hi, this is an AI assistant from Acme.', 'Hello!', `I can offer ${offered.label}.`, `Booked: ${offered.label}.`],
    ["Hi, I'm calling from Honolulu.", 'Could we book a meeting?', 'The first one works for me.'],
    [
      { name: 'book_meeting', input: {}, result: { booked: false, offered: [offered], timeZone: hi } },
      {
        name: 'book_meeting',
        input: { slotStart: offered.start },
        result: { booked: true, slot: offered, test: true },
      },
    ],
  );
}

describe('meetings: every slot inside the business hours and the callee’s 8:00–21:00', () => {
  it('a 9:00 AM Honolulu meeting (2:00 PM in New York) passes', async () => {
    const ok = await verdict(/Honolulu/, honolulu(slot('2026-11-30T19:00:00Z', 'Pacific/Honolulu')));
    expect(ok.checks.map((c) => [c.by, c.passed])).toEqual([
      ['rule', true],
      ['rule', true],
      ['rule', true],
      ['sandbox', true],
    ]);
    expect(ok.passed).toBe(true);
  });

  it('a 4:00 AM Honolulu booking (9:00 AM in New York) fails the suite, and the judge is not asked', async () => {
    for (const name of [/Honolulu/, /Books a meeting with/]) {
      const early = await verdict(name, honolulu(slot('2026-11-30T14:00:00Z', 'Pacific/Honolulu')));
      expect(early.passed).toBe(false);
      const failed = early.checks.filter((c) => !c.passed);
      expect(failed).toHaveLength(1);
      expect(failed[0].reason).toBe(
        "book_meeting offered: Mon, Nov 30, 4:00 AM HST is outside the callee's 8:00 AM–9:00 PM (Pacific/Honolulu)",
      );
      expect(early.checks.some((c) => c.by === 'sandbox')).toBe(false);
    }
  });

  it("a slot outside the business's hours, in the past, mislabelled, or not the one asked for fails", async () => {
    const night = slot('2026-12-01T02:00:00Z', 'Pacific/Honolulu'); // 4 PM in Honolulu, 9 PM in New York
    expect((await verdict(/Honolulu/, honolulu(night))).checks.find((c) => !c.passed)?.reason).toMatch(
      /Mon, Nov 30, 9:00 PM EST for the business, outside its meeting hours \(Mon–Fri, 09:00–17:00 America\/New_York\)/,
    );
    const past = slot('2026-11-27T19:00:00Z', 'Pacific/Honolulu');
    expect((await verdict(/Honolulu/, honolulu(past))).checks.find((c) => !c.passed)?.reason).toMatch(
      /not in the future/,
    );
    const lying = { ...slot('2026-11-30T19:00:00Z', 'Pacific/Honolulu'), label: 'Mon, Nov 30, 2:00 PM EST' };
    expect((await verdict(/Honolulu/, honolulu(lying))).checks.find((c) => !c.passed)?.reason).toMatch(
      /labelled "Mon, Nov 30, 2:00 PM EST" is Mon, Nov 30, 9:00 AM HST on the callee's clock/,
    );
    const other = honolulu(slot('2026-11-30T19:00:00Z', 'Pacific/Honolulu'));
    other.toolCalls[1].input = { slotStart: '2026-11-30T19:30:00.000Z' };
    expect((await verdict(/Honolulu/, other)).checks.find((c) => !c.passed)?.reason).toMatch(
      /asked for Mon, Nov 30, 9:30 AM HST but booked Mon, Nov 30, 9:00 AM HST/,
    );
  });
});

describe('callbacks: the time the callee asked for, on their clock', () => {
  const la = 'America/Los_Angeles';
  const callback = (asked: string, at: string, extra: Record<string, unknown> = {}) => {
    const label = zonedLabel(new Date(at), la);
    return call(
      la,
      ['Hi, this is an AI assistant from Acme.', 'Hello!', `No problem, I'll call you back ${label}.`],
      ['Hello?', "I'm driving. Can you call me back tomorrow at 3pm?"],
      [
        {
          name: 'schedule_callback',
          input: { when: 'tomorrow at 3pm' },
          result: { scheduled: true, asked, at, label, moved: asked !== at, timeZone: la, test: true, ...extra },
        },
      ],
    );
  };

  it('"tomorrow at 3pm" set for Monday 3:00 PM in Los Angeles passes', async () => {
    const ok = await verdict(/tomorrow at 3pm/, callback('2026-11-30T23:00:00.000Z', '2026-11-30T23:00:00.000Z'));
    expect(ok.passed).toBe(true);
    expect(ok.checks[0].reason).toBe('the callback is set for Mon, Nov 30, 3:00 PM PST, as asked');
  });

  it('a next-evening callback fails "tomorrow at 3pm" and "tomorrow afternoon"', async () => {
    // 7:00 PM the next evening, as the tool read it (the old reading: now + 24 h, hour ignored, was 6:40 PM).
    const evening = callback('2026-12-01T03:00:00.000Z', '2026-12-01T03:00:00.000Z');
    const exact = await verdict(/tomorrow at 3pm/, evening);
    expect(exact.passed).toBe(false);
    expect(exact.checks[0].reason).toBe(
      'schedule_callback: "tomorrow at 3pm" is 2026-11-30 15:00 on the callee\'s clock (America/Los_Angeles), not Mon, Nov 30, 7:00 PM PST',
    );
    const afternoon = await verdict(/tomorrow afternoon/, evening);
    expect(afternoon.passed).toBe(false);
    expect(afternoon.checks[0].reason).toMatch(/"tomorrow afternoon" is 2026-11-30 12:00–18:00/);
    // Read right but set the next evening with an untrue reason: still a failure.
    const moved = await verdict(
      /tomorrow at 3pm/,
      callback('2026-11-30T23:00:00.000Z', '2026-12-01T03:00:00.000Z', { reason: 'outside_calling_hours' }),
    );
    expect(moved.checks[0]).toMatchObject({
      passed: false,
      reason: expect.stringMatching(/"outside_calling_hours", untrue/),
    });
  });

  it('a callback outside 8:00–21:00 on the callee’s clock fails, a true reason for moving passes', async () => {
    const lateAsked = call(
      la,
      ['Hi', 'Hello', 'Sure.'],
      ['Hello?', 'Call me tomorrow afternoon?'],
      [
        {
          name: 'schedule_callback',
          input: { when: 'tomorrow afternoon' },
          result: {
            scheduled: true,
            asked: '2026-11-30T23:00:00.000Z',
            at: '2026-12-01T06:00:00.000Z',
            reason: 'outside_campaign_hours',
          },
        },
      ],
    );
    expect((await verdict(/tomorrow afternoon/, lateAsked)).checks[0].reason).toMatch(
      /set Mon, Nov 30, 10:00 PM PST is outside the callee's 8:00 AM–9:00 PM/,
    );
    const campaignHours = callback('2026-11-30T23:00:00.000Z', '2026-12-01T17:00:00.000Z', {
      reason: 'outside_campaign_hours',
      window: '9 AM–2 PM America/Los_Angeles',
    });
    expect((await verdict(/tomorrow at 3pm/, campaignHours)).checks[0].passed).toBe(true);
  });
});
