CREATE TABLE "post_processing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"pipeline_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"job_id" integer,
	"ok" boolean DEFAULT false NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome_set" text,
	"error" text,
	"webhook_called" boolean DEFAULT false NOT NULL,
	"webhook_status" integer,
	"webhook_latency_ms" integer,
	"webhook_error" text
);
--> statement-breakpoint
CREATE TABLE "campaign_stoppers" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"condition" text DEFAULT 'outcome_streak' NOT NULL,
	"field" text,
	"value" text,
	"outcome" text DEFAULT 'not_interested' NOT NULL,
	"count" integer DEFAULT 5 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"triggered_at" timestamp with time zone,
	"last_reason" text
);
--> statement-breakpoint
CREATE TABLE "lead_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"call_id" integer,
	"test" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status_code" integer,
	"latency_ms" integer,
	"response_excerpt" text,
	"error" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_submitter_settings" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"url" text,
	"method" text DEFAULT 'POST' NOT NULL,
	"headers" text,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_processing" ALTER COLUMN "prompt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_processing" ADD COLUMN "fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "post_processing" ADD COLUMN "set_outcome" jsonb;--> statement-breakpoint
ALTER TABLE "post_processing" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "post_processing_runs" ADD CONSTRAINT "post_processing_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing_runs" ADD CONSTRAINT "post_processing_runs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing_runs" ADD CONSTRAINT "post_processing_runs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing_runs" ADD CONSTRAINT "post_processing_runs_pipeline_id_post_processing_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."post_processing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing_runs" ADD CONSTRAINT "post_processing_runs_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing_runs" ADD CONSTRAINT "post_processing_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stoppers" ADD CONSTRAINT "campaign_stoppers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stoppers" ADD CONSTRAINT "campaign_stoppers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stoppers" ADD CONSTRAINT "campaign_stoppers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stoppers" ADD CONSTRAINT "campaign_stoppers_campaign_id_agent_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."agent_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_submitter_settings" ADD CONSTRAINT "lead_submitter_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_processing_runs_team_pipeline_at_idx" ON "post_processing_runs" USING btree ("team_id","pipeline_id","at");--> statement-breakpoint
CREATE INDEX "post_processing_runs_call_idx" ON "post_processing_runs" USING btree ("call_id","at");--> statement-breakpoint
CREATE INDEX "campaign_stoppers_team_campaign_idx" ON "campaign_stoppers" USING btree ("team_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_submissions_call_uq" ON "lead_submissions" USING btree ("call_id") WHERE "lead_submissions"."call_id" is not null;--> statement-breakpoint
CREATE INDEX "lead_submissions_team_at_idx" ON "lead_submissions" USING btree ("team_id","at");