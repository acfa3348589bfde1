-- The lead list no longer keeps pages in memory, so nothing listens for lead changes: the
-- statement triggers of 0019 and their function go (every lead write paid for them).
DROP TRIGGER IF EXISTS "leads_announce_insert" ON "leads";--> statement-breakpoint
DROP TRIGGER IF EXISTS "leads_announce_update" ON "leads";--> statement-breakpoint
DROP TRIGGER IF EXISTS "leads_announce_delete" ON "leads";--> statement-breakpoint
DROP TRIGGER IF EXISTS "leads_announce_truncate" ON "leads";--> statement-breakpoint
DROP FUNCTION IF EXISTS "announce_lead_changes"();
