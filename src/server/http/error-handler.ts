import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '@common/errors';
import { DISK_FULL_MESSAGE, isDiskFull, markDiskFull } from '../db/disk-state';

/**
 * The one place errors become HTTP answers: AppError → its status and message; request
 * validation → 400 naming the fields; rate limits → 429; anything else → 500 with the request id
 * and no internals (the stack goes to the log only).
 */
export function errorHandler(err: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const requestId = request.id;
  if (err instanceof AppError) {
    if (err.status >= 500) request.log.error({ err }, err.message);
    const body: ErrorBody = {
      error: err.message,
      code: err.code,
      requestId,
      ...(err.details ? { details: err.details } : {}),
    };
    return reply.status(err.status).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(err) && request.url.startsWith('/api/v1/')) {
    // The public API refuses a field it does not know, naming it, rather than dropping it.
    const unknown = err.validation.flatMap((v) =>
      v.keyword === 'unrecognized_keys'
        ? ((v.params as { keys?: string[] }).keys ?? []).map((k) =>
            [...v.instancePath.split('/').filter(Boolean), k].join('.'),
          )
        : [],
    );
    if (unknown.length) {
      const body: ErrorBody = {
        error: `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 20).join(', ')}`,
        code: 'UNPROCESSABLE',
        requestId,
        details: { unknownFields: unknown.slice(0, 100) },
      };
      return reply.status(422).send(body);
    }
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = err.validation.map((v) => v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request');
    const message = err.validation[0]?.message
      ? `Invalid request: ${fields.join(', ')} (${err.validation[0].message})`
      : 'Invalid request';
    const body: ErrorBody = { error: message, code: 'VALIDATION', requestId, details: { fields } };
    return reply.status(400).send(body);
  }
  const status = (err as FastifyError).statusCode;
  if (status === 429) {
    const body: ErrorBody = {
      error: err.message || 'Too many requests. Please wait a moment before trying again.',
      code: 'RATE_LIMITED',
      requestId,
    };
    return reply.status(429).send(body);
  }
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type).
    const body: ErrorBody = { error: err.message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', requestId };
    return reply.status(status).send(body);
  }
  if (isDiskFull(err)) {
    // Every write fails this way until space is freed: say so, not a bare 500.
    markDiskFull();
    request.log.error({ err }, 'database disk full');
    const body: ErrorBody = { error: DISK_FULL_MESSAGE, code: 'INSUFFICIENT_STORAGE', requestId };
    return reply.status(507).send(body);
  }
  request.log.error({ err }, 'unhandled error');
  const body: ErrorBody = { error: 'Internal server error', code: 'INTERNAL', requestId };
  return reply.status(500).send(body);
}
