CREATE TABLE "automation_armed" (
	"team_id" integer NOT NULL,
	"event" text NOT NULL,
	CONSTRAINT "automation_armed_team_id_event_pk" PRIMARY KEY("team_id","event")
);
--> statement-breakpoint
CREATE TABLE "automation_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"event" text NOT NULL,
	"contact_id" integer NOT NULL,
	"ref_id" integer,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_journeys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"due_at" timestamp with time zone,
	"waiting_for" text,
	"waiting_ref" integer,
	"resume" jsonb,
	"last_outcome" text,
	"step" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"node_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"exit_reason" text,
	"entry" jsonb
);
--> statement-breakpoint
CREATE TABLE "automation_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"journey_id" bigint NOT NULL,
	"contact_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"node_type" text NOT NULL,
	"status" text NOT NULL,
	"handle" text,
	"outcome" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"note" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" integer,
	"published_by_name" text
);
--> statement-breakpoint
ALTER TABLE "automations" ALTER COLUMN "trigger" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "reentry" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "reentry_days" integer;--> statement-breakpoint
ALTER TABLE "automation_armed" ADD CONSTRAINT "automation_armed_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_journeys" ADD CONSTRAINT "automation_journeys_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_journeys" ADD CONSTRAINT "automation_journeys_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_journeys_one_place_idx" ON "automation_journeys" USING btree ("automation_id","contact_id") WHERE status in ('active', 'waiting');--> statement-breakpoint
CREATE INDEX "automation_journeys_due_idx" ON "automation_journeys" USING btree ("due_at") WHERE status in ('active', 'waiting') and due_at is not null;--> statement-breakpoint
CREATE INDEX "automation_journeys_waiting_idx" ON "automation_journeys" USING btree ("team_id","waiting_for","contact_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "automation_journeys_node_idx" ON "automation_journeys" USING btree ("automation_id","node_id","status");--> statement-breakpoint
CREATE INDEX "automation_journeys_contact_idx" ON "automation_journeys" USING btree ("automation_id","contact_id","entered_at");--> statement-breakpoint
CREATE INDEX "automation_steps_automation_at_idx" ON "automation_steps" USING btree ("automation_id","at");--> statement-breakpoint
CREATE INDEX "automation_steps_journey_idx" ON "automation_steps" USING btree ("journey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_versions_automation_version_idx" ON "automation_versions" USING btree ("automation_id","version");--> statement-breakpoint
CREATE INDEX "automation_versions_team_idx" ON "automation_versions" USING btree ("team_id");--> statement-breakpoint
UPDATE "automations" SET "trigger" = NULL WHERE "trigger" NOT IN ('segment_entered', 'feed_received', 'tag_added', 'link_clicked', 'call_outcome', 'message_status', 'schedule', 'api_call');