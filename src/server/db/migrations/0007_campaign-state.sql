-- Issue 24: typed outreach states (the lists of src/common/outreach/states.ts) and Pause/Stop.
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_ck" CHECK ("campaigns"."status" in ('draft', 'active', 'paused', 'stopped', 'completed'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_call_status_ck" CHECK ("leads"."call_status" in ('pending', 'calling', 'completed', 'scheduled'));--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_status_ck" CHECK ("calls"."status" in ('queued', 'in-progress', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "dispatch_runs" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_runs" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_runs" ADD CONSTRAINT "dispatch_runs_status_ck" CHECK ("dispatch_runs"."status" in ('running', 'paused', 'stopped', 'finished'));--> statement-breakpoint
DROP INDEX "dispatch_runs_one_running_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_runs_one_open_uq" ON "dispatch_runs" USING btree ("campaign_id") WHERE status in ('running', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "calls_test_run_lead_uq" ON "calls" USING btree ("dispatch_run_id","lead_id") WHERE purpose = 'campaign-test';
