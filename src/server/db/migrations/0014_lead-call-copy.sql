ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_end_reason";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_duration_seconds";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_transcript";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_transcripts";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_recording_url";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_answered_by";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN IF EXISTS "call_cost";
