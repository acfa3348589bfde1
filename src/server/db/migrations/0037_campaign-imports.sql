CREATE TABLE "campaign_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"position" integer,
	"read" integer DEFAULT 0 NOT NULL,
	"written" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"campaign_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_imports_state_ck" CHECK ("campaign_imports"."state" in ('waiting', 'reading', 'writing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_status_ck";--> statement-breakpoint
ALTER TABLE "campaign_imports" ADD CONSTRAINT "campaign_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_imports_state_idx" ON "campaign_imports" USING btree ("state");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_ck" CHECK ("campaigns"."status" in ('importing', 'draft', 'active', 'paused', 'stopped', 'completed'));