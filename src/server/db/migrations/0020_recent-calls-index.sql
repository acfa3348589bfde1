-- The dial facts' daily-cap count looks up one lead's calls in its campaign over the last 24 hours
-- (features/dispatch/dispatch.repo.ts, recentCalls): one index range per lead.
CREATE INDEX IF NOT EXISTS "calls_campaign_phone_created_idx" ON "calls" USING btree ("campaign_id","phone_number","created_at");
