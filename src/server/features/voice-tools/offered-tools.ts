import { TOOL_NAMES, type TToolName } from '@common/conversations/schemas';
import type { TAfterHoursRule } from '@common/phone-numbers/schemas';

/**
 * The tools an agent is given: all of them in hours; after hours (a number rang while the business
 * is closed) no transfer to a person, and take_message only when the number takes messages.
 */
export function offeredTools(afterHours: TAfterHoursRule | null | undefined): TToolName[] {
  return TOOL_NAMES.filter((name) => {
    if (name === 'transfer_to_human') return !afterHours;
    if (name === 'take_message') return afterHours?.choice === 'message';
    return true;
  });
}
