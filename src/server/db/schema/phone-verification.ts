import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

/**
 * A wizard visitor proving they hold a phone number (a one-time code by SMS through the messaging
 * provider). Only an approved row's token lets the wizard record a verified trial or launch a call
 * to that number. The token itself is never stored, only its SHA-256.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(), // E.164
    status: text('status').notNull().default('pending'), // pending | approved | expired
    provider: text('provider').notNull(), // twilio-verify | sandbox
    checks: integer('checks').notNull().default(0),
    tokenHash: text('token_hash'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
    approvedAt: ts('approved_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('phone_verifications_token_uq').on(t.tokenHash),
    index('phone_verifications_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_ip_created_idx').on(t.ipAddress, t.createdAt),
  ],
);
