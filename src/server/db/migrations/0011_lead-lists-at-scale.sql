CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "company_name" || ' ' || "website" || ' ' || regexp_replace("phone_number", '[^0-9]', '', 'g') || ' ' || coalesce("phone_e164", ''))) STORED;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "leads_campaign_row_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "leads_campaign_enrichment_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "leads_campaign_call_idx";--> statement-breakpoint
CREATE INDEX "leads_campaign_row_idx" ON "leads" USING btree ("campaign_id","row_number","id");--> statement-breakpoint
CREATE INDEX "leads_campaign_enrichment_idx" ON "leads" USING btree ("campaign_id","enrichment_status","id");--> statement-breakpoint
CREATE INDEX "leads_campaign_call_idx" ON "leads" USING btree ("campaign_id","call_status","id");--> statement-breakpoint
CREATE INDEX "leads_campaign_first_name_idx" ON "leads" USING btree ("campaign_id","first_name","id");--> statement-breakpoint
CREATE INDEX "leads_campaign_last_name_idx" ON "leads" USING btree ("campaign_id","last_name","id");--> statement-breakpoint
CREATE INDEX "leads_campaign_company_idx" ON "leads" USING btree ("campaign_id","company_name","id");--> statement-breakpoint
CREATE INDEX "leads_campaign_created_idx" ON "leads" USING btree ("campaign_id","created_at","id");
