import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AFTER_HOURS, NUMBER_SOURCES, type TOpeningHours } from '@common/phone-numbers/schemas';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { campaigns } from './outreach';

/**
 * Owned by features/phone-numbers: the numbers the agent answers. A number belongs to one
 * campaign at most (its callback line); an inbound call to it is answered by that campaign's agent.
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: id(),
    /** E.164; one row per number, whoever's provider it is on. */
    phoneNumber: text('phone_number').notNull(),
    provider: text('provider').notNull(), // bland | sandbox
    source: text('source').notNull(), // provisioned | attached
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** When the business answers; null: at any hour. */
    hours: jsonb('hours').$type<TOpeningHours>(),
    /** What the agent does outside the hours: take a message or offer a callback. */
    afterHours: text('after_hours').notNull().default('callback'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('phone_numbers_number_uq').on(t.phoneNumber),
    index('phone_numbers_campaign_idx').on(t.campaignId),
    oneOf('phone_numbers_source_ck', t.source, NUMBER_SOURCES),
    oneOf('phone_numbers_after_hours_ck', t.afterHours, AFTER_HOURS),
  ],
);
