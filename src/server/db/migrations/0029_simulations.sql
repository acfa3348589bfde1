CREATE TABLE "simulation_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"prompt_version_id" text NOT NULL,
	"scenario" text NOT NULL,
	"passed" boolean NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text NOT NULL,
	"stop_reason" text,
	"prompt_version_ids" jsonb NOT NULL,
	"scenarios" jsonb NOT NULL,
	"total" integer NOT NULL,
	"mode" text NOT NULL,
	"judge" text NOT NULL,
	"message" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "simulation_runs_status_ck" CHECK ("simulation_runs"."status" in ('running', 'passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "simulation_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scenario" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_results" ADD CONSTRAINT "simulation_results_run_id_simulation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."simulation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_runs" ADD CONSTRAINT "simulation_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_scenarios" ADD CONSTRAINT "simulation_scenarios_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_results_run_scenario_idx" ON "simulation_results" USING btree ("run_id","prompt_version_id","scenario");--> statement-breakpoint
CREATE INDEX "simulation_runs_campaign_idx" ON "simulation_runs" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_scenarios_campaign_name_idx" ON "simulation_scenarios" USING btree ("campaign_id","name");