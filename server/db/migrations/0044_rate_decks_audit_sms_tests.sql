CREATE TABLE "rate_change_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"route_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"sha256" text,
	"inbox_id" integer,
	"deck" text DEFAULT 'partial' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"increase_count" integer DEFAULT 0 NOT NULL,
	"decrease_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"closed_count" integer DEFAULT 0 NOT NULL,
	"unreadable_count" integer DEFAULT 0 NOT NULL,
	"inside_notice_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text
);
--> statement-breakpoint
CREATE TABLE "sms_test_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"route_id" integer NOT NULL,
	"interval" text DEFAULT 'daily' NOT NULL,
	"sender_id" text NOT NULL,
	"text" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"record_title" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "live_phones" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_phones" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "live_phones" ADD COLUMN "webhook_secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD COLUMN "inside_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "deck_settings" jsonb;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "notice_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "auto_apply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "sms_message_id" integer;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "receipt_status" text;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "received_sender" text;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "received_text" text;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "text_intact" boolean;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "rate_change_batches" ADD CONSTRAINT "rate_change_batches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_change_batches" ADD CONSTRAINT "rate_change_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_change_batches" ADD CONSTRAINT "rate_change_batches_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_change_batches" ADD CONSTRAINT "rate_change_batches_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_change_batches" ADD CONSTRAINT "rate_change_batches_inbox_id_rate_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."rate_inboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_test_schedules" ADD CONSTRAINT "sms_test_schedules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_test_schedules" ADD CONSTRAINT "sms_test_schedules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_test_schedules" ADD CONSTRAINT "sms_test_schedules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_test_schedules" ADD CONSTRAINT "sms_test_schedules_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_change_batches_team_received_idx" ON "rate_change_batches" USING btree ("team_id","received_at");--> statement-breakpoint
CREATE INDEX "rate_change_batches_route_idx" ON "rate_change_batches" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "rate_change_batches_inbox_idx" ON "rate_change_batches" USING btree ("inbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_change_batches_route_sha_key" ON "rate_change_batches" USING btree ("route_id","sha256") WHERE "rate_change_batches"."sha256" is not null and "rate_change_batches"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "sms_test_schedules_team_idx" ON "sms_test_schedules" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sms_test_schedules_due_idx" ON "sms_test_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("team_id","resource","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_team_at_idx" ON "audit_log" USING btree ("team_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_batch_id_rate_change_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."rate_change_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD CONSTRAINT "sms_tests_sms_message_id_sms_messages_id_fk" FOREIGN KEY ("sms_message_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_changes_batch_idx" ON "rate_changes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sms_tests_message_idx" ON "sms_tests" USING btree ("sms_message_id");--> statement-breakpoint
CREATE INDEX "sms_tests_open_idx" ON "sms_tests" USING btree ("created_at") WHERE status in ('queued', 'sent');--> statement-breakpoint
UPDATE "rate_changes" c SET "currency" = r."currency" FROM "sms_routes" r WHERE r."id" = c."route_id" AND r."currency" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A team's deletion takes its log with it (the foreign key's cascade); nothing else removes a row.
    IF EXISTS (SELECT 1 FROM "teams" WHERE "id" = OLD."team_id") THEN
      RAISE EXCEPTION 'the audit log is appended to, never changed or deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit log is appended to, never changed or deleted' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
