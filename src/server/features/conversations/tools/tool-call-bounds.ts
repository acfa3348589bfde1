import type { TToolName } from '@common/conversations/schemas';
import {
  MAX_TOOL_CALLS_PER_CHAT,
  MAX_TOOL_CALLS_PER_TURN,
  TOOL_ARGUMENTS,
  TOOL_CALL_LIMIT_MESSAGE,
} from '@common/conversations/tool-arguments';
import { AppError } from '@common/errors';

/**
 * A tool call's arguments checked against that tool's own schema (known keys, short values):
 * what is stored is what passed, never the raw request.
 */
export function toolArguments(name: TToolName, raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = TOOL_ARGUMENTS[name].safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw new AppError('VALIDATION', `The arguments of ${name} are not valid: ${problems.join('; ')}`, {
    fields: problems,
  });
}

/**
 * Refuses one more call once the conversation, or the turn it is filed under, holds its share.
 * A provider's live call files every tool under one turn, so only its conversation's cap applies.
 */
export function assertToolCallRoom(earlier: ReadonlyArray<{ turnSeq: number }>, turnSeq?: number): void {
  if (
    earlier.length >= MAX_TOOL_CALLS_PER_CHAT ||
    (turnSeq !== undefined && earlier.filter((c) => c.turnSeq === turnSeq).length >= MAX_TOOL_CALLS_PER_TURN)
  )
    throw new AppError('RATE_LIMITED', TOOL_CALL_LIMIT_MESSAGE);
}
