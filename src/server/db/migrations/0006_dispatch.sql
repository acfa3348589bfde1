CREATE TABLE "dispatch_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"job_id" text,
	"batch_size" integer NOT NULL,
	"delay_ms" integer NOT NULL,
	"test_mode" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"counts" jsonb NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_call" (
	"phone_e164" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"client_ref" text,
	"phone_number" text NOT NULL,
	"task" text NOT NULL,
	"voice" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"queued_ms" integer NOT NULL,
	"talk_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_calls_client_ref_unique" UNIQUE("client_ref")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "dispatch_run_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_call_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_end_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_transcript" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_transcripts" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_recording_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_answered_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_cost" numeric(10, 4);--> statement-breakpoint
CREATE INDEX "dispatch_runs_campaign_idx" ON "dispatch_runs" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_runs_one_running_uq" ON "dispatch_runs" USING btree ("campaign_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "sandbox_calls_phone_idx" ON "sandbox_calls" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_lead_attempt_uq" ON "calls" USING btree ("lead_id","attempt");--> statement-breakpoint
CREATE INDEX "calls_run_status_idx" ON "calls" USING btree ("dispatch_run_id","status");