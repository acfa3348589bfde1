import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TChatMessageResponse } from '@common/conversations/schemas';

/** The reply's words in pieces of a few, as a voice or a typing indicator would take them. */
export function replyPieces(text: string, words = 4): string[] {
  const parts = text.match(/\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += words) out.push(parts.slice(i, i + words).join(''));
  return out;
}

/**
 * Writes a finished turn as Server-Sent Events: each tool call (`tool`), the reply in pieces
 * (`delta`), then the whole answer (`done`, the JSON endpoint's shape). The engine's turn is
 * complete before the first event: what streams is the delivery, not the model's tokens.
 */
export function writeReplyEvents(req: FastifyRequest, reply: FastifyReply, r: TChatMessageResponse): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    'x-request-id': req.id,
  });
  const event = (name: string, data: unknown) => res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  for (const call of r.toolCalls) event('tool', call);
  for (const m of r.messages) for (const text of replyPieces(m.text)) event('delta', { text });
  event('done', r);
  res.end();
}
