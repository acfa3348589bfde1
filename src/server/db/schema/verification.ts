import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_STATUSES, type TVerificationStatus } from '@common/phone/verification-status';
import { createdAt, id, oneOf, ts } from './columns';

/**
 * A one-time code texted to a number on the wizard's Launch step. It proves,
 * on the server, that this visitor (the signed cc_vid cookie) holds this E.164 number; a trial
 * call for an anonymous visitor goes only to a number approved here for that same visitor. The
 * code itself is the messaging vendor's (or the Sandbox's); it is never stored.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    visitorId: text('visitor_id').notNull(),
    phoneNumber: text('phone_number').notNull(), // E.164
    // pending | approved | expired (timed out, used up or too many wrong codes)
    status: text('status').$type<TVerificationStatus>().notNull().default('pending'),
    // Codes checked so far (right or wrong); at most PHONE_CODE_MAX_TRIES.
    attempts: integer('attempts').notNull().default(0),
    mode: text('mode').notNull(), // live | sandbox: a Sandbox verification never unlocks a real call
    adapter: text('adapter').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    // The wizard configuration this number was then launched with (the first launch sets it).
    agentConfigId: uuid('agent_config_id'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    verifiedAt: ts('verified_at'),
  },
  (t) => [
    index('phone_verifications_visitor_idx').on(t.visitorId, t.phoneNumber, t.createdAt),
    index('phone_verifications_phone_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_ip_idx').on(t.ipAddress, t.createdAt),
    oneOf('phone_verifications_status_ck', t.status, VERIFICATION_STATUSES),
  ],
);
