CREATE TABLE "phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"provider" text NOT NULL,
	"source" text NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_numbers_source_ck" CHECK ("phone_numbers"."source" in ('provisioned', 'attached'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "direction" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "direction" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_number_uq" ON "phone_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "phone_numbers_campaign_idx" ON "phone_numbers" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_direction_ck" CHECK ("calls"."direction" in ('outbound', 'inbound'));