import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TCampaignProfile } from '@common/campaign-settings/schemas';
import { updatedAt } from './columns';
import { campaigns } from './outreach';

// A campaign's identity on the phone (business, script, persona, voice, caller ID, transfer),
// owned by the campaign-settings feature. A campaign without a row runs on the defaults.
export const campaignProfiles = pgTable('campaign_profiles', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<TCampaignProfile>().notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});
