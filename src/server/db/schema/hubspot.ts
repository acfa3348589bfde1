import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HUBSPOT_DELIVERY_STATES, type THubspotDeliveryState } from '@common/hubspot/schemas';
import { createdAt, id, oneOf, updatedAt } from './columns';

/**
 * The HubSpot delivery log (features/hubspot): one row per finished campaign call, unique on the
 * call, so a redelivered call.finished writes nothing twice. `noteId` is stored as soon as HubSpot
 * answers the note, so a retry after a later step failed never creates a second note.
 */
export const hubspotDeliveries = pgTable(
  'hubspot_deliveries',
  {
    id: id(),
    callId: uuid('call_id').notNull(),
    leadId: uuid('lead_id').notNull(),
    leadEmail: text('lead_email').notNull(),
    /** The lead's HubSpot "Record ID" when it came from a HubSpot export; else the contact is found by email. */
    recordId: text('record_id'),
    mode: text('mode').$type<'live' | 'sandbox'>().notNull(),
    status: text('status').$type<THubspotDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    contactId: text('contact_id'),
    noteId: text('note_id'),
    note: text('note').notNull(),
    noteTimestamp: text('note_timestamp').notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hubspot_deliveries_call_uq').on(t.callId),
    index('hubspot_deliveries_created_idx').on(t.createdAt),
    oneOf('hubspot_deliveries_status_ck', t.status, HUBSPOT_DELIVERY_STATES),
  ],
);
