CREATE INDEX "leads_campaign_email_sort_idx" ON "leads" USING btree ("campaign_id",lower("email"),"id","email");--> statement-breakpoint
-- Statistics for a leads table that an embedded database filled before imports refreshed them
-- (PGlite has no autovacuum, so it never had any); from now on each large import does it.
ANALYZE "leads";
