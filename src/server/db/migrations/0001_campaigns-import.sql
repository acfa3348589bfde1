ALTER TABLE "leads" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "timezone" text;--> statement-breakpoint
CREATE INDEX "leads_campaign_row_idx" ON "leads" USING btree ("campaign_id","row_number");