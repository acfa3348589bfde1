-- Knowledge gets an owner. Passages were kept per website host, so two businesses on one host
-- shared them, and a "Website analysis" passage could have come from a visitor's browser. They
-- cannot be told apart now, so every passage goes: each owner's are split again, on demand, from
-- the pages the server itself fetched (captured_pages stay), when its next conversation starts or
-- its "Read website" runs.
DELETE FROM "knowledge_passages";--> statement-breakpoint
DROP INDEX "knowledge_passages_page_uq";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "knowledge_owner" text;--> statement-breakpoint
-- A conversation that knew a site searches its campaign's or its agent configuration's passages.
UPDATE "conversations" SET "knowledge_owner" = CASE
  WHEN "campaign_id" IS NOT NULL THEN 'campaign:' || "campaign_id"
  WHEN "agent_config_id" IS NOT NULL THEN 'agent-config:' || "agent_config_id"
END WHERE "knowledge_site" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "owner" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_passages_owner_page_uq" ON "knowledge_passages" USING btree ("owner","page_url","position");
