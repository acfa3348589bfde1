CREATE TABLE "conversation_tool_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"turn_seq" integer NOT NULL,
	"name" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"test" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"engine" text NOT NULL,
	"agent_name" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"prompt" text NOT NULL,
	"prompt_version" text NOT NULL,
	"knowledge_site" text,
	"callee_time_zone" text,
	"agent_config_id" uuid,
	"campaign_id" uuid,
	"lead_id" uuid,
	"callee_phone" text,
	"visitor_id" text,
	"ip_address" text,
	"visitor_messages" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_url" text NOT NULL,
	"page_url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(text, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_tool_calls" ADD CONSTRAINT "conversation_tool_calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_tool_calls_conv_idx" ON "conversation_tool_calls" USING btree ("conversation_id","turn_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_turns_seq_uq" ON "conversation_turns" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "conversations_visitor_idx" ON "conversations" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_ip_idx" ON "conversations" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "conversations_campaign_idx" ON "conversations" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_passages_page_uq" ON "knowledge_passages" USING btree ("site_url","page_url","position");--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search");