CREATE TABLE "prompt_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"template" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone,
	"replaced_by" text,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_via" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "prompt_template_versions_key_idx" ON "prompt_template_versions" USING btree ("key","replaced_at");