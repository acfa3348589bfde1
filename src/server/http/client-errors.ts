import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@common/errors';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KB, a
 * malformed request line): answered in the app's one error shape instead of Fastify's default,
 * with a fresh request id for the log. Connection resets need no answer.
 */
export function clientErrorHandler(
  this: { log: { debug: (o: object, m: string) => void } },
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'The request line or headers are too large (16 KB at most)'
      : status === 408
        ? 'The request took too long to arrive'
        : 'The request is not valid HTTP';
  const requestId = randomUUID();
  const body = JSON.stringify({ error: message, code: 'BAD_REQUEST', requestId } satisfies ErrorBody);
  this.log.debug({ err, requestId }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
