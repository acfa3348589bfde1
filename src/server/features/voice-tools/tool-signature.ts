import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TToolName } from '@common/conversations/schemas';

/** The header a voice provider sends back on every tool request (set on the tool when the call is placed). */
export const TOOL_SIGNATURE_HEADER = 'x-callcraft-tool-signature';

// The provider replays fixed headers (Bland fills only the body from the call), so the signature
// binds what the URL names, one call and one tool, under a key derived from the server secret: a
// leaked signature works for that tool on that call only, and no other secret needs configuring.
const keyOf = (serverSecret: string) => createHmac('sha256', serverSecret).update('callcraft voice tools').digest();

export function signToolRequest(serverSecret: string, callId: string, tool: TToolName): string {
  return createHmac('sha256', keyOf(serverSecret)).update(`${callId}:${tool}`).digest('hex');
}

export function verifyToolRequest(
  serverSecret: string,
  callId: string,
  tool: TToolName,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signToolRequest(serverSecret, callId, tool), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
