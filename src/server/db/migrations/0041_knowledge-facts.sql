-- The business's fact sheet per knowledge owner (a campaign, a wizard agent configuration): each
-- value read from a page the server fetched keeps that page and sentence; the owner's own values
-- (origin 'owner') win over the site's and survive the next read of the site.
CREATE TABLE "knowledge_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"detail" jsonb,
	"source_url" text,
	"source_text" text,
	"source_from" text,
	"site_url" text,
	"read_at" timestamp with time zone,
	"edited_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_facts_kind_ck" CHECK ("knowledge_facts"."kind" in ('hours', 'area', 'offers', 'priceRange', 'services', 'phones', 'addresses', 'emails', 'name', 'owner', 'founded')),
	CONSTRAINT "knowledge_facts_origin_ck" CHECK ("knowledge_facts"."origin" in ('site', 'owner')),
	CONSTRAINT "knowledge_facts_source_ck" CHECK ("knowledge_facts"."origin" = 'owner' or ("knowledge_facts"."source_url" is not null and "knowledge_facts"."source_text" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_facts_owner_uq" ON "knowledge_facts" USING btree ("owner","origin","kind","position");