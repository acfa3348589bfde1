CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"ip_address" text,
	"user_agent" text,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_token_uq" ON "phone_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_created_idx" ON "phone_verifications" USING btree ("ip_address","created_at");--> statement-breakpoint
ALTER TABLE "voice_agent_trials" ADD COLUMN "phone_verification_id" uuid;--> statement-breakpoint
ALTER TABLE "captured_pages" ADD COLUMN "fetched_for" text DEFAULT 'visitor' NOT NULL;
