ALTER TABLE "leads" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_date" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_source" text;--> statement-breakpoint
CREATE TABLE "dnc_registry" (
	"number" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dnc_registry_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"download_date" date NOT NULL,
	"numbers" integer NOT NULL,
	"changed" integer NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_attestations" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"attested_by" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
