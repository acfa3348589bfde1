import type { TAfterHoursRule } from '@common/phone-numbers/schemas';

/**
 * The agent's instructions when a number rings outside its hours: the business is closed, nobody
 * can be put through, and the agent does what the number says instead. The same words go into the
 * call's prompt (our engines) and the per-call context a voice provider fills its prompt with.
 */
export function afterHoursNote(rule: TAfterHoursRule): string {
  const h = rule.hours;
  const hours = `${h.start}–${h.end} ${h.timeZone}`;
  const closed = `The business is closed now: it answers calls ${hours}. Say so, and do not offer to put the caller through to a person.`;
  return rule.choice === 'message'
    ? `${closed} Offer to take a message: record what the caller wants passed on with take_message, and say someone will reply once the business opens.`
    : `${closed} Offer a callback inside those hours: arrange it with schedule_callback, at a time within ${hours}.`;
}
