CREATE TABLE "hubspot_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"lead_email" text NOT NULL,
	"record_id" text,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"contact_id" text,
	"note_id" text,
	"note" text NOT NULL,
	"note_timestamp" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hubspot_deliveries_status_ck" CHECK ("hubspot_deliveries"."status" in ('pending', 'succeeded', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "hubspot_record_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "hubspot_deliveries_call_uq" ON "hubspot_deliveries" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "hubspot_deliveries_created_idx" ON "hubspot_deliveries" USING btree ("created_at");