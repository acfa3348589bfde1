CREATE TABLE "call_qualifications" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"qualified" boolean NOT NULL,
	"reason" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trial_id" uuid NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_lead_idx";--> statement-breakpoint
ALTER TABLE "meeting_preps" ADD COLUMN "mode" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_qualifications" ADD CONSTRAINT "call_qualifications_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_follow_ups" ADD CONSTRAINT "trial_follow_ups_trial_id_voice_agent_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."voice_agent_trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_follow_ups_trial_idx" ON "trial_follow_ups" USING btree ("trial_id","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_lead_uq" ON "bookings" USING btree ("lead_id") WHERE lead_id is not null;