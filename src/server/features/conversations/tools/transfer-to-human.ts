import type { TTransferHours } from '@common/campaign-settings/schemas';
import { readTransfer, withinTransferHours } from '../../campaign-settings/read-transfer';
import type { ToolContext } from '../agent';

/** Why nobody was put through, in the words the agent, the tool line and the call's reading use. */
export const outsideHoursText = (h: TTransferHours) => `outside transfer hours, ${h.start}–${h.end} ${h.timeZone}`;
const NO_NUMBER_TEXT = 'no transfer number is set';

/**
 * Puts the caller through to the campaign's transfer number within its hours. Outside them, or
 * when the campaign names no number (wizard chats have none), the agent offers a callback instead;
 * `explanation` names the real reason. A test conversation only says what would happen; a live
 * one answers the number the voice provider transfers to.
 */
export async function transferToHuman(t: ToolContext): Promise<Record<string, unknown>> {
  const test = t.mode !== 'live' ? { test: true } : {};
  const closed = t.conversation.afterHours;
  // After hours nobody is there to take the call, whatever the campaign's transfer hours say.
  if (closed)
    return {
      transferred: false,
      reason: 'after_hours',
      hours: closed.hours,
      explanation: `the business is closed; it answers ${closed.hours.start}–${closed.hours.end} ${closed.hours.timeZone}`,
      offerCallback: closed.choice === 'callback',
      ...test,
    };
  const campaignId = t.conversation.campaignId;
  const rule = campaignId ? await readTransfer(t.ctx, campaignId) : null;
  if (!rule)
    return {
      transferred: false,
      reason: 'no_transfer_number',
      explanation: NO_NUMBER_TEXT,
      offerCallback: true,
      ...test,
    };
  if (rule.hours && !withinTransferHours(rule.hours, t.ctx.clock.now()))
    return {
      transferred: false,
      reason: 'outside_hours',
      hours: rule.hours,
      explanation: outsideHoursText(rule.hours),
      offerCallback: true,
      ...test,
    };
  return { transferred: true, number: rule.number, ...test };
}
