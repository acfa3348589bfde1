import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already bytes (the lead list's page cache keeps its answers so): fastify sends
 * a Buffer as it is, without the route's serializer or response check. The route's type provider
 * expects the schema's object, hence the cast: making the bytes from a value of that type is the
 * caller's part (see features/campaigns/lead-page-json.ts).
 */
export function sendJsonBytes(reply: FastifyReply<any, any, any, any, any, any, any, any>, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body as never);
}
