import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FACT_KINDS, FACT_ORIGINS } from '@common/conversations/knowledge-facts';
import type { TAfterHoursRule } from '@common/phone-numbers/schemas';
import { createdAt, id, oneOf, ts, tsvector, updatedAt } from './columns';
import { campaigns } from './outreach';

// Owned by features/conversations: every conversation with an agent (wizard chat, admin test
// chat, a live call), what was said, which tools ran and what they answered.

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    mode: text('mode').notNull(), // chat | test | live
    engine: text('engine').notNull(), // sandbox | the llm adapter (openai)
    agentName: text('agent_name').notNull(),
    businessName: text('business_name').notNull().default(''),
    prompt: text('prompt').notNull(),
    promptVersion: text('prompt_version').notNull(),
    /** The site the agent read (its origin and path prefix, as `knowledge_passages.site_url`). */
    knowledgeSite: text('knowledge_site'),
    /** Whose passages the agent searches: `campaign:<id>` or `agent-config:<id>`; null knows no site. */
    knowledgeOwner: text('knowledge_owner'),
    calleeTimeZone: text('callee_time_zone'),
    agentConfigId: uuid('agent_config_id'),
    campaignId: uuid('campaign_id'),
    leadId: uuid('lead_id'),
    calleePhone: text('callee_phone'),
    /** inbound: the other side rang the agent's number, so the agent answers rather than calls. */
    direction: text('direction').notNull().default('outbound'),
    /** The phone call this conversation was (a Sandbox or voice-provider call); one per call. */
    callId: uuid('call_id'),
    /**
     * An inbound call answered outside its number's hours: the business is closed, nobody is put
     * through, and the agent takes a message or offers a callback inside the hours.
     */
    afterHours: jsonb('after_hours').$type<TAfterHoursRule>(),
    visitorId: text('visitor_id'),
    ipAddress: text('ip_address'),
    visitorMessages: integer('visitor_messages').notNull().default(0),
    /** Browser voice sessions opened for this conversation (each is paid Realtime time; capped). */
    voiceSessions: integer('voice_sessions').notNull().default(0),
    endedAt: ts('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_visitor_idx').on(t.visitorId, t.createdAt),
    index('conversations_ip_idx').on(t.ipAddress, t.createdAt),
    index('conversations_campaign_idx').on(t.campaignId, t.createdAt),
    uniqueIndex('conversations_call_uq').on(t.callId),
  ],
);

/** One line of a conversation; an agent turn keeps how long it took to produce. */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role').notNull(), // agent | visitor
    text: text('text').notNull(),
    latencyMs: integer('latency_ms'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conversation_turns_seq_uq').on(t.conversationId, t.seq)],
);

/** A tool the agent used during a turn; `test` rows changed nothing real. */
export const conversationToolCalls = pgTable(
  'conversation_tool_calls',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    turnSeq: integer('turn_seq').notNull(),
    name: text('name').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    test: boolean('test').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_tool_calls_conv_idx').on(t.conversationId, t.turnSeq)],
);

/**
 * A browser voice session minted for a conversation (paid OpenAI Realtime time). The browser
 * reports the Realtime call it connected, and the server hangs that call up at `end_at`.
 */
export const realtimeSessions = pgTable(
  'realtime_sessions',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The Realtime call id (the last segment of the SDP answer's Location); null until reported. */
    callId: text('call_id'),
    /** When the server ends the call: the session's maximum length after minting. */
    endAt: ts('end_at').notNull(),
    endedAt: ts('ended_at'),
    /** Who ended it: `live` (OpenAI hung up) or `sandbox` (recorded, nothing sent). */
    endMode: text('end_mode'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('realtime_sessions_call_uq').on(t.callId),
    index('realtime_sessions_conv_idx').on(t.conversationId, t.createdAt),
  ],
);

/**
 * What one agent knows: passages of the pages the server read from its business's site, searched
 * with full text. Every passage has one owner (a campaign or a wizard agent configuration) and is
 * only ever searched for that owner's conversations, even when two owners read the same site.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: id(),
    /** `campaign:<id>` or `agent-config:<id>`. */
    owner: text('owner').notNull(),
    /** The site identity the passage came from: host (without www) and path prefix. */
    siteUrl: text('site_url').notNull(),
    pageUrl: text('page_url').notNull(),
    title: text('title').notNull().default(''),
    /** The page heading the passage sits under ("Office Hours", "Our Services › Heating"). */
    heading: text('heading').notNull().default(''),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    // Weighted for ts_rank_cd: the heading names what the passage is about (A), the page title
    // less precisely (B), the passage's own words count least each (D) but are most of them.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'B') || setweight(to_tsvector('english', coalesce(text, '')), 'D')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('knowledge_passages_owner_page_uq').on(t.owner, t.pageUrl, t.position),
    index('knowledge_passages_search_idx').using('gin', t.search),
  ],
);

/**
 * One value of an owner's fact sheet (hours, area, a price, a service, a phone…): read from a page
 * the server fetched (`origin` 'site', with that page and sentence), or written by the owner
 * ('owner', which wins over the site's for its kind and survives the next read of the site). An
 * owner row with an empty value says the kind has no value at all.
 */
export const knowledgeFacts = pgTable(
  'knowledge_facts',
  {
    id: id(),
    /** `campaign:<id>` or `agent-config:<id>`, as `knowledge_passages.owner`. */
    owner: text('owner').notNull(),
    kind: text('kind').notNull(),
    origin: text('origin').notNull(),
    position: integer('position').notNull(),
    value: text('value').notNull(),
    /** What the reader made of it: hours' days and zone, the area's places, an offer's amount. */
    detail: jsonb('detail'),
    sourceUrl: text('source_url'),
    sourceText: text('source_text'),
    /** How the site states it: 'schema.org' or 'page text'. */
    sourceFrom: text('source_from'),
    /** The site read (origin and path prefix) and when the server read it. */
    siteUrl: text('site_url'),
    readAt: ts('read_at'),
    editedBy: text('edited_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('knowledge_facts_owner_uq').on(t.owner, t.origin, t.kind, t.position),
    oneOf('knowledge_facts_kind_ck', t.kind, FACT_KINDS),
    oneOf('knowledge_facts_origin_ck', t.origin, FACT_ORIGINS),
    // A fact from the site always says where it was read.
    check(
      'knowledge_facts_source_ck',
      sql`${t.origin} = 'owner' or (${t.sourceUrl} is not null and ${t.sourceText} is not null)`,
    ),
  ],
);

/**
 * A question and its answer an admin wrote for one campaign's agent: checked before the site's
 * passages, matched on the question's words.
 */
export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', coalesce(question, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('knowledge_entries_campaign_idx').on(t.campaignId, t.createdAt)],
);

/**
 * A question a campaign's agent could not answer, once per wording (lower case, punctuation and
 * spacing removed), with how often and when it was last asked.
 */
export const knowledgeGaps = pgTable(
  'knowledge_gaps',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    normalized: text('normalized').notNull(),
    conversationId: uuid('conversation_id'),
    count: integer('count').notNull().default(1),
    lastAskedAt: ts('last_asked_at').defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_gaps_question_uq').on(t.campaignId, t.normalized)],
);
