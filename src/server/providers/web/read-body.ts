import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { fetchFailed } from './fetch-errors';

const MB = 1024 * 1024;

function tooLarge(maxBytes: number) {
  return fetchFailed('too-large', `the page is larger than ${Math.round((maxBytes / MB) * 10) / 10} MB.`, { maxBytes });
}

function decoderFor(encoding: string) {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return null;
}

function decoded(res: IncomingMessage): Readable {
  const decoder = decoderFor(
    String(res.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!decoder) return res;
  // pipe() doesn't forward errors: without this an aborted response would leave the reader waiting.
  res.once('error', (err) => decoder.destroy(err));
  res.once('close', () => {
    if (!res.complete) decoder.destroy(new Error('response aborted'));
  });
  return res.pipe(decoder);
}

/**
 * Reads the body, refusing it as soon as it passes maxBytes. The cap applies to the decompressed
 * bytes too, so a small gzip bomb can't blow past it.
 */
export async function readCappedBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge(maxBytes);
  }
  const stream = decoded(res);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buf = chunk as Buffer;
      total += buf.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(buf);
    }
  } finally {
    if (total > maxBytes || !res.complete) {
      res.destroy();
      if (stream !== res) stream.destroy();
    }
  }
  return Buffer.concat(chunks);
}

/** The charset named in the content type, else in a <meta> near the top, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const fromHeader = contentType.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1];
  const head = body.subarray(0, 2048).toString('latin1');
  const fromMeta = head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  for (const label of [fromHeader, fromMeta, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      /* unknown label: try the next one */
    }
  }
  return body.toString('utf8');
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The media type without parameters, lower-cased ('' when absent). */
export function mediaType(contentType: string | undefined): string {
  return String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

export function isHtml(contentType: string | undefined): boolean {
  return HTML_TYPES.has(mediaType(contentType));
}
