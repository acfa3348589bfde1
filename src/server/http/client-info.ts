import type { FastifyRequest } from 'fastify';
import { cleanOptionalText } from '@common/text/clean-text';

/** Who sent a public request, as stored with trials and phone verifications. */
export interface ClientInfo {
  /** The real client address (TRUST_PROXY decides which X-Forwarded-For entry that is). */
  ipAddress: string | null;
  userAgent: string | null;
  visitorId?: string | null;
}

export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ipAddress: req.ip ? cleanOptionalText(req.ip, 100) : null,
  // Stored and shown to the admin: a header is whatever the caller sent, so it is cleaned and capped.
  userAgent: typeof req.headers['user-agent'] === 'string' ? cleanOptionalText(req.headers['user-agent'], 512) : null,
  visitorId: req.visitorId || null,
});
