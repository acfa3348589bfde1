ALTER TABLE "campaign_outcome_settings" ADD COLUMN "call_handling" jsonb;--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_status_ck";--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_status_ck" CHECK ("calls"."status" in ('queued', 'in-progress', 'completed', 'failed', 'left-voicemail'));
