CREATE TABLE "call_outcome_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"job_id" integer,
	"old_outcome" text NOT NULL,
	"new_outcome" text NOT NULL,
	"confidence" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_test_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"suite_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"job_id" integer,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_test_suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"agent_id" integer NOT NULL,
	"cases" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_outcome_classifiers" ALTER COLUMN "active" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "call_outcome_logs" ADD CONSTRAINT "call_outcome_logs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcome_logs" ADD CONSTRAINT "call_outcome_logs_classifier_id_call_outcome_classifiers_id_fk" FOREIGN KEY ("classifier_id") REFERENCES "public"."call_outcome_classifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcome_logs" ADD CONSTRAINT "call_outcome_logs_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_runs" ADD CONSTRAINT "agent_test_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_runs" ADD CONSTRAINT "agent_test_runs_suite_id_agent_test_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."agent_test_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_suites" ADD CONSTRAINT "agent_test_suites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_suites" ADD CONSTRAINT "agent_test_suites_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_suites" ADD CONSTRAINT "agent_test_suites_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_suites" ADD CONSTRAINT "agent_test_suites_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_outcome_logs_classifier_idx" ON "call_outcome_logs" USING btree ("classifier_id","id");--> statement-breakpoint
CREATE INDEX "call_outcome_logs_job_idx" ON "call_outcome_logs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "call_outcome_logs_call_idx" ON "call_outcome_logs" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "agent_test_runs_suite_idx" ON "agent_test_runs" USING btree ("suite_id","id");--> statement-breakpoint
CREATE INDEX "agent_test_suites_team_agent_idx" ON "agent_test_suites" USING btree ("team_id","agent_id");--> statement-breakpoint
-- Hand-written: keep one active classifier per team (the first by priority) before the index holds it.
UPDATE "call_outcome_classifiers" c SET "active" = false WHERE c."active" AND EXISTS (SELECT 1 FROM "call_outcome_classifiers" o WHERE o."team_id" = c."team_id" AND o."active" AND (o."priority", o."id") < (c."priority", c."id"));--> statement-breakpoint
-- Hand-written: rules were {"outcome": ["phrase", …]}; they are now a list of rules (keywords said by the customer).
UPDATE "call_outcome_classifiers" SET "rules" = (SELECT coalesce(jsonb_agg(jsonb_build_object('outcome', e.key, 'role', 'customer', 'keywords', e.value)), '[]'::jsonb) FROM jsonb_each("rules") AS e) WHERE jsonb_typeof("rules") = 'object';--> statement-breakpoint
CREATE UNIQUE INDEX "call_outcome_classifiers_one_active_key" ON "call_outcome_classifiers" USING btree ("team_id") WHERE "call_outcome_classifiers"."active";