import {
  ZChatMessageResponse,
  ZToolCallView,
  type TChatMessageResponse,
  type TToolCallView,
} from '@common/conversations/schemas';
import { rawRequest } from '@client/lib/api';

export interface StreamHandlers {
  onTool(call: TToolCallView): void;
  /** A piece of the agent's reply, in order. */
  onDelta(text: string): void;
}

/** Server-Sent Events from a buffer: the complete events and what is left of an unfinished one. */
export function parseEvents(buffer: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return data.length ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/**
 * Sends a chat line to a `…/messages/stream` route and hands over the reply as it arrives; answers
 * the whole turn (the `done` event). Errors the server answers (limits, an ended chat) are thrown
 * as the JSON route's would be. Only when no stream could be opened at all (a network error before
 * any answer, a proxy that does not pass event streams) is the JSON route `fallback` used: once the
 * stream has opened the turn is stored, and sending it again would say it twice.
 */
export async function streamChatMessage(
  path: string,
  text: string,
  on: StreamHandlers,
  fallback: () => Promise<TChatMessageResponse>,
): Promise<TChatMessageResponse> {
  let res: Response;
  try {
    res = await rawRequest('POST', path, { text }, { Accept: 'text/event-stream' });
  } catch (err) {
    if (err instanceof TypeError) return fallback();
    throw err;
  }
  if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    // An answer that is not a stream (a proxy buffering it whole) still carries the events.
    return readAll(await res.text(), on);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const e of parsed.events) {
      const answer = handle(e, on);
      if (answer) return answer;
    }
  }
  return readAll(buffer + '\n\n', on);
}

function readAll(body: string, on: StreamHandlers): TChatMessageResponse {
  for (const e of parseEvents(body + '\n\n').events) {
    const answer = handle(e, on);
    if (answer) return answer;
  }
  throw new Error('The reply was interrupted. Send your message again to continue.');
}

function handle(e: { event: string; data: string }, on: StreamHandlers): TChatMessageResponse | null {
  const data: unknown = JSON.parse(e.data);
  if (e.event === 'tool') on.onTool(ZToolCallView.parse(data));
  else if (e.event === 'delta') on.onDelta(String((data as { text?: unknown }).text ?? ''));
  else if (e.event === 'done') return ZChatMessageResponse.parse(data);
  return null;
}
