import type { AppContext } from '../../context';
import { leadsByIds } from '../campaigns/leads-by-ids';
import { leadCallHistory } from '../calls/lead-call-history';
import { leadMeeting } from '../dev-queue/lead-meeting';
import { outcomesOfCalls } from '../outcomes/outcomes-of-calls';

/** What the agent knows of someone ringing in: who they are, our earlier calls and how they went, a meeting. */
export interface CallerContext {
  known: boolean;
  firstName: string;
  name: string;
  company: string;
  earlier: Array<{ at: Date; direction: string; outcome: string }>;
  meeting: { start: Date } | null;
}

export const UNKNOWN_CALLER: CallerContext = {
  known: false,
  firstName: '',
  name: '',
  company: '',
  earlier: [],
  meeting: null,
};

/** The caller's lead (any campaign), its last calls but this one, their readings, and a booked meeting. */
export async function callerContext(
  ctx: AppContext,
  leadId: string | null,
  thisCallId?: string,
): Promise<CallerContext> {
  if (!leadId) return UNKNOWN_CALLER;
  const [leads, history, meeting] = await Promise.all([
    leadsByIds(ctx, [leadId]),
    leadCallHistory(ctx.db, leadId, 6),
    leadMeeting(ctx, leadId),
  ]);
  const lead = leads.get(leadId);
  if (!lead) return UNKNOWN_CALLER;
  const earlierCalls = history.filter((c) => c.id !== thisCallId).slice(0, 5);
  const read = await outcomesOfCalls(
    ctx,
    earlierCalls.map((c) => c.id),
  );
  return {
    known: true,
    firstName: lead.firstName,
    name: `${lead.firstName} ${lead.lastName}`.trim(),
    company: lead.companyName,
    earlier: earlierCalls.map((c) => ({
      at: c.completedAt ?? c.createdAt,
      direction: c.direction,
      outcome: read.get(c.id)?.disposition ?? c.endReason ?? c.status,
    })),
    meeting,
  };
}

const when = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(d);

/** The caller as the agent's instructions say it: plain sentences, times in the caller's zone. */
export function describeCaller(c: CallerContext, timeZone: string): string {
  if (!c.known) return 'The caller is not known yet. Ask for their name and keep it with save_caller_details.';
  const who = `The caller is ${c.name || 'a known contact'}${c.company ? ` of ${c.company}` : ''}.`;
  const calls = c.earlier.map(
    (e) => `${when(e.at, timeZone)}: ${e.direction === 'inbound' ? 'they called us' : 'we called them'} (${e.outcome})`,
  );
  return [
    who,
    calls.length ? `Earlier calls, newest first: ${calls.join('; ')}.` : 'We have not spoken before.',
    c.meeting ? `They have a meeting booked for ${when(c.meeting.start, timeZone)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What a known caller hears first: the business, the agent (and that it is an AI), their name,
 * and that we spoke before or that their meeting stands.
 */
export function inboundGreeting(
  agentName: string,
  businessName: string,
  c: CallerContext,
  timeZone: string,
  disclose = true,
): string {
  const me = `Thanks for calling${businessName ? ` ${businessName}` : ''}! This is ${agentName}${disclose ? ', an AI assistant' : ''}.`;
  if (!c.known) return `${me} May I have your name, and how can I help you today?`;
  const hello = c.firstName ? ` Hi ${c.firstName}, good to hear from you.` : ' Good to hear from you.';
  const last = c.earlier[0];
  const recall = c.meeting
    ? ` I can see your meeting on ${when(c.meeting.start, timeZone)}.`
    : last
      ? ` I see we spoke on ${when(last.at, timeZone)}.`
      : '';
  return `${me}${hello}${recall} How can I help?`;
}
