import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEvents, streamChatMessage } from './stream-chat';

const done = {
  messages: [{ role: 'agent', text: 'Hi there, friend.', seq: 2 }],
  toolCalls: [],
  ended: false,
  mode: 'sandbox',
};
const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed response cut into the given chunks (events split mid-line, as a network may). */
function streamed(chunks: string[], contentType = 'text/event-stream'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': contentType } });
}

afterEach(() => vi.unstubAllGlobals());

describe('parseEvents', () => {
  it('answers the complete events and keeps an unfinished one', () => {
    const { events, rest } = parseEvents('event: delta\ndata: {"text":"Hi "}\n\nevent: done\ndata: {"a"');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"Hi "}' }]);
    expect(rest).toBe('event: done\ndata: {"a"');
  });
});

describe('streamChatMessage', () => {
  it('hands over tool calls and pieces as they arrive and answers the done event', async () => {
    const body =
      sse('tool', { name: 'end_call', input: {}, result: {}, test: true }) +
      sse('delta', { text: 'Hi there, ' }) +
      sse('delta', { text: 'friend.' }) +
      sse('done', done);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed([body.slice(0, 37), body.slice(37, 90), body.slice(90)])),
    );
    const pieces: string[] = [];
    const tools: string[] = [];
    const fallback = vi.fn();
    const r = await streamChatMessage(
      '/s',
      'hello',
      { onDelta: (t) => pieces.push(t), onTool: (c) => tools.push(c.name) },
      fallback,
    );
    expect(pieces).toEqual(['Hi there, ', 'friend.']);
    expect(tools).toEqual(['end_call']);
    expect(r.messages[0].seq).toBe(2);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back to the JSON route only when no answer came at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const fallback = vi.fn(async () => done as never);
    expect(await streamChatMessage('/s', 'hello', { onDelta: () => {}, onTool: () => {} }, fallback)).toBe(done);
  });

  it("throws the server's refusal, and a stream cut before done, without sending again", async () => {
    const fallback = vi.fn();
    const on = { onDelta: () => {}, onTool: () => {} };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"This conversation has ended."}', { status: 409 })),
    );
    await expect(streamChatMessage('/s', 'hello', on, fallback)).rejects.toMatchObject({ status: 409 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed([sse('delta', { text: 'Hi' })])),
    );
    await expect(streamChatMessage('/s', 'hello', on, fallback)).rejects.toThrow(/interrupted/);
    expect(fallback).not.toHaveBeenCalled();
  });
});
