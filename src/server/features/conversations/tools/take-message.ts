import type { ToolContext } from '../agent';

/**
 * A caller rang after hours and left a message. The tool call itself is the record (the call's
 * conversation keeps it; the call's page shows it), so nothing else is written. One per call: a
 * second message adds to nothing and says the first is kept.
 */
export async function takeMessage(t: ToolContext, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const test = t.mode !== 'live' ? { test: true } : {};
  const message = typeof input.message === 'string' ? input.message.trim().slice(0, 1000) : '';
  if (!message) return { taken: false, reason: 'empty', ...test };
  if (t.earlier.some((c) => c.name === 'take_message' && c.result.taken === true))
    return { taken: false, reason: 'already_taken', ...test };
  return { taken: true, message, ...test };
}
