import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mailOutbox } from '../../src/server/db/schema';
import { listScheduledMeetings } from '../../src/server/features/dev-queue/list-scheduled-meetings';
import { insertConversation } from '../../src/server/features/conversations/conversations.repo';
import { runTool } from '../../src/server/features/conversations/tools/run-tool';
import { updateCampaignProfile } from '../../src/server/features/campaign-settings/update-campaign-profile';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { startTestServer, type TestServer } from '../support/test-server';

// Meetings and callbacks at the callee's right local time: the business's calendar (days, hours,
// zone) narrowed to the callee's lawful window, and "tomorrow at 3pm" read on the callee's clock.

// Sunday 2026-11-29, 23:30 in Los Angeles (Monday 07:30 UTC): "tomorrow" there is Monday, while
// now + 24 h is Monday 23:30 Los Angeles, after 21:00.
const NOW = new Date('2026-11-30T07:30:00Z');

const local = (at: Date, timeZone: string) => {
  const p = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (t: string) => p.find((x) => x.type === t)!.value;
  return { weekday: get('weekday'), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
};

describe('calendars and callbacks in the callee’s zone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: { now: () => new Date(NOW) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function conversationFor(name: string, lead: { phoneE164: string; timezone: string | null }, mode = 'test') {
    const { campaignId, leadIds } = await insertReadyCampaign(server.ctx.db, name, [lead]);
    const conversation = await insertConversation(server.ctx.db, {
      mode: mode as 'test' | 'live',
      engine: 'sandbox',
      agentName: 'Sunny',
      prompt: 'You are Sunny.',
      promptVersion: 'v1',
      campaignId,
      leadId: leadIds[0],
      calleeTimeZone: null,
      calleePhone: lead.phoneE164,
    });
    return { conversation, campaignId, leadId: leadIds[0]! };
  }
  const tool = (
    conversation: Parameters<typeof runTool>[0]['conversation'],
    name: 'book_meeting' | 'schedule_callback',
    input: Record<string, unknown>,
    mode: 'test' | 'live' = 'test',
  ) => runTool({ ctx: server.ctx, conversation, mode, earlier: [] }, name, input);

  it('offers a Honolulu (808) callee only slots inside 8:00–21:00 Honolulu time and the business’s hours', async () => {
    // No zone column: the area code places her in Honolulu, as the dispatch places her.
    const { conversation } = await conversationFor('Honolulu meeting', { phoneE164: '+18085550140', timezone: null });
    const r = await tool(conversation, 'book_meeting', {});
    const offered = r.result.offered as Array<{ start: string; end: string; label: string; businessLabel: string }>;
    expect(r.result.timeZone).toBe('Pacific/Honolulu');
    expect(offered.length).toBeGreaterThan(0);
    for (const s of offered) {
      const start = new Date(s.start);
      const end = new Date(s.end);
      expect(start.getTime()).toBeGreaterThan(NOW.getTime());
      const hnl = local(start, 'Pacific/Honolulu');
      expect(hnl.minutes).toBeGreaterThanOrEqual(8 * 60);
      expect(local(end, 'Pacific/Honolulu').minutes).toBeLessThanOrEqual(21 * 60);
      // The default calendar: weekdays 09:00–17:00 in the scheduler's zone (New York).
      const ny = local(start, 'America/New_York');
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(ny.weekday);
      expect(ny.minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(local(end, 'America/New_York').minutes).toBeLessThanOrEqual(17 * 60);
      expect(s.label).toMatch(/HST$/);
      expect(s.businessLabel).toMatch(/EST$/);
    }
    // Monday is already today in New York: the calendar starts on Tuesday, at 8:00 in Honolulu
    // (13:00 in New York), not at New York's 9:00 (4:00 AM in Honolulu).
    expect(offered[0]!.label).toBe('Tue, Dec 1, 8:00 AM HST');
  });

  it('uses the campaign’s own calendar: days, hours and zone, still inside the callee’s window', async () => {
    const { conversation, campaignId } = await conversationFor('Phoenix business', {
      phoneE164: '+18085550141',
      timezone: null,
    });
    // 07:00–12:00 Phoenix is 04:00–09:00 in Honolulu: only the 8:00 and 8:30 slots are lawful there.
    await updateCampaignProfile(
      server.ctx,
      campaignId,
      { availability: { days: [1, 2, 3, 4, 5, 6], start: '07:00', end: '12:00', timeZone: 'America/Phoenix' } },
      null,
    );
    const r = await tool(conversation, 'book_meeting', {});
    const offered = r.result.offered as Array<{ start: string; label: string }>;
    expect(offered.map((s) => s.label)).toEqual([
      'Tue, Dec 1, 8:00 AM HST',
      'Tue, Dec 1, 8:30 AM HST',
      'Wed, Dec 2, 8:00 AM HST',
    ]);
    for (const s of offered)
      expect(local(new Date(s.start), 'America/Phoenix').minutes).toBeGreaterThanOrEqual(11 * 60);
    // A slot the callee may not lawfully be called at is not bookable, even when asked for.
    const early = await tool(conversation, 'book_meeting', { slotStart: '2026-12-01T14:00:00Z' }); // 7:00 Phoenix, 4:00 HST
    expect(early.result.booked).toBe(false);
  });

  it('a meeting booked on a live call is mailed, and listed in the Dev Queue, on both clocks', async () => {
    const { conversation, campaignId, leadId } = await conversationFor(
      'Honolulu booked',
      { phoneE164: '+18085550144', timezone: null },
      'live',
    );
    const offer = await tool(conversation, 'book_meeting', {});
    const first = (offer.result.offered as Array<{ start: string }>)[0]!;
    const made = await tool(conversation, 'book_meeting', { slotStart: first.start }, 'live');
    expect(made.result).toMatchObject({ booked: true, slot: { label: 'Tue, Dec 1, 8:00 AM HST' } });
    const [lead] = await server.ctx.db.select().from(leads).where(eq(leads.id, leadId));
    const mails = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, lead!.email));
    const confirmation = mails.find((m) => m.subject === 'Your meeting is booked')!;
    expect(confirmation.text).toContain(
      'Tuesday, December 1, 2026 at 8:00 AM (Pacific/Honolulu), your time (Tuesday, December 1, 2026 at 1:00 PM (America/New York) for us)',
    );
    const listed = await listScheduledMeetings(server.ctx, campaignId);
    expect(listed.items[0]!.times).toEqual({
      callee: 'Tue, Dec 1, 8:00 AM HST (Honolulu)',
      business: 'Tue, Dec 1, 1:00 PM EST (New York)',
    });
  });

  it('"call me back tomorrow at 3pm" from a Los Angeles lead is 15:00 Los Angeles time on the next local day, exactly', async () => {
    const { conversation, leadId } = await conversationFor(
      'LA callback',
      { phoneE164: '+12135550142', timezone: 'America/Los_Angeles' },
      'live',
    );
    await server.ctx.db.update(leads).set({ callStatus: 'calling' }).where(eq(leads.id, leadId));
    const r = await tool(conversation, 'schedule_callback', { when: 'Call me back tomorrow at 3pm' }, 'live');
    expect(r.result).toMatchObject({
      scheduled: true,
      at: '2026-11-30T23:00:00.000Z', // Monday 15:00 PST
      asked: '2026-11-30T23:00:00.000Z',
      moved: false,
      timeZone: 'America/Los_Angeles',
      say: "No problem, I'll call you back Mon, Nov 30, 3:00 PM PST.",
      leadUpdated: true,
    });
    const [lead] = await server.ctx.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.nextCallAt).toEqual(new Date('2026-11-30T23:00:00.000Z'));

    // The LLM's ISO time with an offset is kept as given.
    const iso = await tool(conversation, 'schedule_callback', { when: '2026-12-01T10:15:00-08:00' });
    expect(iso.result).toMatchObject({ at: '2026-12-01T18:15:00.000Z', moved: false });
  });

  it('moves only an unlawful time, says why and when in the callee’s time, and asks again for words it cannot read', async () => {
    const { conversation } = await conversationFor('LA early', {
      phoneE164: '+12135550143',
      timezone: 'America/Los_Angeles',
    });
    const early = await tool(conversation, 'schedule_callback', { when: 'tomorrow at 6am' });
    expect(early.result).toMatchObject({
      scheduled: true,
      asked: '2026-11-30T14:00:00.000Z',
      at: '2026-11-30T16:00:00.000Z', // 8:00 PST, not 8:00 EST
      moved: true,
      reason: 'outside_calling_hours',
      say: "Mon, Nov 30, 6:00 AM PST is outside the hours we may call you (8 AM–9 PM your time), so I'll call you back Mon, Nov 30, 8:00 AM PST instead.",
    });
    const late = await tool(conversation, 'schedule_callback', { when: 'tomorrow at 10pm' });
    expect(late.result).toMatchObject({ at: '2026-12-01T04:30:00.000Z', moved: true }); // 20:30 PST the same evening

    const unread = await tool(conversation, 'schedule_callback', { when: 'whenever suits you' });
    expect(unread.result).toMatchObject({ scheduled: false, reason: 'unreadable_time' });
    expect(unread.result).not.toHaveProperty('at');
  });

  it('a wizard chat reads the visitor’s time on the zone their browser named, not the scheduler’s', async () => {
    const chat = await insertConversation(server.ctx.db, {
      mode: 'chat',
      engine: 'sandbox',
      agentName: 'Sunny',
      prompt: 'You are Sunny.',
      promptVersion: 'agent-config:x',
      calleeTimeZone: 'America/Phoenix',
    });
    const r = await runTool({ ctx: server.ctx, conversation: chat, mode: 'chat', earlier: [] }, 'schedule_callback', {
      when: 'tomorrow at 9am',
    });
    // 00:30 Monday in Phoenix already: tomorrow is Tuesday, 9:00 MST.
    expect(r.result).toMatchObject({ at: '2026-12-01T16:00:00.000Z', moved: false, timeZone: 'America/Phoenix' });
  });
});
