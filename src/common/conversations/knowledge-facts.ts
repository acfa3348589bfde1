import { z } from 'zod';
import { ZFactSource } from '@common/fact-sheet/schemas';
import { text } from '@common/text/schemas';

// The business's fact sheet as its agent uses it and its owner edits it in "What your agent
// knows": one list of values per kind of fact, each value with the page and sentence it was read
// from, or marked as the owner's own words. What the owner wrote for a kind replaces what the
// site says for it, and a new read of the site does not change that.

export const FACT_KINDS = [
  'hours',
  'area',
  'offers',
  'priceRange',
  'services',
  'phones',
  'addresses',
  'emails',
  'name',
  'owner',
  'founded',
] as const;
export const ZFactKind = z.enum(FACT_KINDS);
export type TFactKind = z.infer<typeof ZFactKind>;

/** Who a stored fact comes from: the last read of the business's site, or its owner. */
export const FACT_ORIGINS = ['site', 'owner'] as const;

/** How many values a kind holds (the fact sheet's own limits). */
export const FACT_KIND_MAX: Record<TFactKind, number> = {
  hours: 1,
  area: 1,
  offers: 20,
  priceRange: 1,
  services: 20,
  phones: 5,
  addresses: 5,
  emails: 5,
  name: 1,
  owner: 1,
  founded: 1,
};

/** What each kind is called where a person reads it. */
export const FACT_KIND_LABELS: Record<TFactKind, string> = {
  hours: 'Opening hours',
  area: 'Service area',
  offers: 'Prices and offers',
  priceRange: 'Price range',
  services: 'Services',
  phones: 'Phone',
  addresses: 'Address',
  emails: 'Email',
  name: 'Business name',
  owner: 'Who runs it',
  founded: 'Founded',
};

export const MAX_FACT_VALUE = 400;

export const ZKnowledgeFactValue = z.object({
  value: z.string(),
  /** Where it was read; null for a value the owner wrote. */
  source: ZFactSource.nullable(),
});
export type TKnowledgeFactValue = z.infer<typeof ZKnowledgeFactValue>;

export const ZKnowledgeFact = z.object({
  kind: ZFactKind,
  /** The owner wrote this kind's values (an empty list: the owner says there is none). */
  edited: z.boolean(),
  values: z.array(ZKnowledgeFactValue),
  /** What the site said for this kind when the owner's words replace it, so it can be compared. */
  siteValues: z.array(ZKnowledgeFactValue),
});
export type TKnowledgeFact = z.infer<typeof ZKnowledgeFact>;

export const ZKnowledgeFacts = z.object({
  /** The site the facts were last read from (its origin and path prefix), or null. */
  site: z.string().nullable(),
  readAt: z.string().nullable(),
  /** Every kind that has a value or an owner's edit, in FACT_KINDS order. */
  facts: z.array(ZKnowledgeFact),
});
export type TKnowledgeFacts = z.infer<typeof ZKnowledgeFacts>;

/** The wizard's own agent configuration, whose fact sheet its visitor sees and corrects. */
export const ZAgentConfigFactsParams = z.object({ id: z.uuid() });

const value = text(MAX_FACT_VALUE, `A fact is at most ${MAX_FACT_VALUE} characters`)
  .trim()
  .min(1, 'Write the fact, or remove the empty line');

const values = (kind: TFactKind) =>
  z
    .array(value)
    .max(
      FACT_KIND_MAX[kind],
      FACT_KIND_MAX[kind] === 1
        ? `${FACT_KIND_LABELS[kind]} is one line`
        : `${FACT_KIND_LABELS[kind]}: at most ${FACT_KIND_MAX[kind]} lines`,
    )
    // null: the owner's words go and the site's reading applies again.
    .nullable()
    .optional();

/**
 * PATCH /api/admin/campaigns/{id}/knowledge/facts and, for the wizard's visitor, PATCH
 * /api/agent-configs/{id}/knowledge/facts: the kinds named are replaced by the owner's
 * values (one per line in the form; an empty list says there is none), or given back to the site
 * (null). Kinds not named are unchanged.
 */
export const ZEditKnowledgeFactsRequest = z
  .object({
    hours: values('hours'),
    area: values('area'),
    offers: values('offers'),
    priceRange: values('priceRange'),
    services: values('services'),
    phones: values('phones'),
    addresses: values('addresses'),
    emails: values('emails'),
    name: values('name'),
    owner: values('owner'),
    founded: values('founded'),
  })
  .strict()
  .refine((o) => Object.values(o).some((v) => v !== undefined), { message: 'Name at least one fact to change' });
export type TEditKnowledgeFactsRequest = z.infer<typeof ZEditKnowledgeFactsRequest>;
