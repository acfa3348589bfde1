CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"adapter" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"agent_config_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_status_ck" CHECK ("phone_verifications"."status" in ('pending', 'approved', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "voice_agent_trials" ADD COLUMN "dialled_prompt" text;--> statement-breakpoint
ALTER TABLE "voice_agent_trials" ADD COLUMN "verification_id" uuid;--> statement-breakpoint
CREATE INDEX "phone_verifications_visitor_idx" ON "phone_verifications" USING btree ("visitor_id","phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_idx" ON "phone_verifications" USING btree ("ip_address","created_at");
