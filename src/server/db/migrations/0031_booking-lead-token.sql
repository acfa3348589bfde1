ALTER TABLE "bookings" ADD COLUMN "lead_token" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "link_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmation_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_lead_token_uq" ON "bookings" USING btree ("lead_token") WHERE lead_token is not null;