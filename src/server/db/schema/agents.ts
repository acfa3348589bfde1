import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns';

/** A wizard configuration (spec part 1 §3). Saved at launch; its id is the /success agent id. */
export const agentConfigs = pgTable(
  'agent_configs',
  {
    id: id(),
    visitorId: text('visitor_id'),
    industry: text('industry').notNull(),
    industryCustom: text('industry_custom').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    gender: text('gender').notNull(),
    age: text('age').notNull(),
    energyStyle: text('energy_style').notNull(),
    toneBoosters: text('tone_boosters').array().notNull(),
    hometown: text('hometown').notNull(),
    name: text('name').notNull(),
    backstory: text('backstory').notNull().default(''),
    scrapedData: jsonb('scraped_data').$type<Record<string, unknown> | null>(),
    generatedPrompt: text('generated_prompt').notNull().default(''),
    phoneNumber: text('phone_number'), // E.164
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agent_configs_created_idx').on(t.createdAt)],
);

/** The base prompt template (admin Template tab). No row = the built-in default is in force. */
export const promptTemplates = pgTable(
  'prompt_templates',
  {
    id: id(),
    key: text('key').notNull(), // 'base'
    template: text('template').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: ts('updated_at').defaultNow().notNull(),
  },
  (t) => [uniqueIndex('prompt_templates_key_uq').on(t.key)],
);

/**
 * Template history: every save, reset or restore keeps the text it replaced, with who made that
 * text current and when (null for the built-in default), and who replaced it, when and how.
 */
export const promptTemplateVersions = pgTable(
  'prompt_template_versions',
  {
    id: id(),
    key: text('key').notNull(),
    template: text('template').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    savedBy: text('saved_by'),
    savedAt: ts('saved_at'),
    replacedBy: text('replaced_by'),
    replacedAt: ts('replaced_at').defaultNow().notNull(),
    replacedVia: text('replaced_via').notNull(), // save | reset | restore
  },
  (t) => [index('prompt_template_versions_key_idx').on(t.key, t.replacedAt)],
);
