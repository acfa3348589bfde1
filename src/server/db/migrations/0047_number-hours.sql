ALTER TABLE "conversations" ADD COLUMN "after_hours" jsonb;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "after_hours" text DEFAULT 'callback' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_after_hours_ck" CHECK ("phone_numbers"."after_hours" in ('message', 'callback'));