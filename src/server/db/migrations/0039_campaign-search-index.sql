-- btree_gin lets a GIN index hold the campaign id beside the search text's trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "leads_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("campaign_id","search_text" gin_trgm_ops);
