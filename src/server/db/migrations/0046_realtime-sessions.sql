CREATE TABLE "realtime_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"call_id" text,
	"end_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_mode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_sessions" ADD CONSTRAINT "realtime_sessions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_sessions_call_uq" ON "realtime_sessions" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "realtime_sessions_conv_idx" ON "realtime_sessions" USING btree ("conversation_id","created_at");