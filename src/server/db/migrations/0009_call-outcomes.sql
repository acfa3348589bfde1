CREATE TABLE "call_outcomes" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"disposition" text NOT NULL,
	"summary" text NOT NULL,
	"fields" jsonb NOT NULL,
	"reader" text NOT NULL,
	"template_version" text NOT NULL,
	"override_disposition" text,
	"override_by" text,
	"override_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_outcome_settings" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"dispositions" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"experiment" jsonb,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_outcomes" ADD CONSTRAINT "call_outcomes_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outcome_settings" ADD CONSTRAINT "campaign_outcome_settings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_outcomes_campaign_idx" ON "call_outcomes" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "call_outcomes_lead_idx" ON "call_outcomes" USING btree ("lead_id","created_at");