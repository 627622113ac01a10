CREATE TABLE "data_file_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"data_file_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" text,
	"message" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "contact_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text,
	"ref_id" integer,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"phone" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "segment_build_members" (
	"segment_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "segment_build_members_segment_id_contact_id_pk" PRIMARY KEY("segment_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "segment_contacts" (
	"segment_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_contacts_segment_id_contact_id_pk" PRIMARY KEY("segment_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "lookup_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"kind" text NOT NULL,
	"adapter" text DEFAULT 'simulator' NOT NULL,
	"base_url" text,
	"api_key" text,
	"cache_hours" integer DEFAULT 72 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "segments" ALTER COLUMN "rules" SET DEFAULT '{"combinator":"and","rules":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "number_type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "valid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mcc" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mnc" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "network_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "ported" boolean;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reachability" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "looked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "opted_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "build_status" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "build_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "build_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "mapping" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "on_duplicate" text DEFAULT 'update' NOT NULL;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "stopped_by_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "size_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "encoding" text;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "delimiter" text;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "rows_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "rows_imported" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "rows_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "rows_created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "rows_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "rows_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "import_options" jsonb;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "checkpoint_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_file_errors" ADD CONSTRAINT "data_file_errors_data_file_id_data_files_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."data_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_build_members" ADD CONSTRAINT "segment_build_members_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_build_members" ADD CONSTRAINT "segment_build_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_contacts" ADD CONSTRAINT "segment_contacts_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_contacts" ADD CONSTRAINT "segment_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookup_providers" ADD CONSTRAINT "lookup_providers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookup_providers" ADD CONSTRAINT "lookup_providers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookup_providers" ADD CONSTRAINT "lookup_providers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_file_errors_row_key" ON "data_file_errors" USING btree ("data_file_id","row","column");--> statement-breakpoint
CREATE INDEX "data_file_errors_file_idx" ON "data_file_errors" USING btree ("data_file_id","id");--> statement-breakpoint
CREATE INDEX "contact_events_contact_at_idx" ON "contact_events" USING btree ("contact_id","at");--> statement-breakpoint
CREATE INDEX "contact_events_team_kind_ref_idx" ON "contact_events" USING btree ("team_id","kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opt_outs_team_phone_key" ON "opt_outs" USING btree ("team_id","phone");--> statement-breakpoint
CREATE INDEX "opt_outs_team_created_idx" ON "opt_outs" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "segment_contacts_contact_idx" ON "segment_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_providers_team_kind_key" ON "lookup_providers" USING btree ("team_id","kind");--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_team_network_idx" ON "contacts" USING btree ("team_id","network");--> statement-breakpoint
-- An upload's old row count is its total; one that was imported imported all of it.
UPDATE "data_files" SET "rows_total" = "rows", "rows_imported" = CASE WHEN "status" = 'imported' THEN "rows" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "data_files" DROP COLUMN "rows";--> statement-breakpoint
-- Segment rules move to react-querybuilder's JSON: each old filter key becomes one rule of an AND group.
UPDATE "segments" SET "rules" = jsonb_build_object('combinator', 'and', 'rules', coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'field', regexp_replace(e.k, '_(gte|lte)$', ''),
    'operator', CASE WHEN jsonb_typeof(e.v) = 'array' THEN 'in' WHEN e.k LIKE '%\_gte' THEN '>=' WHEN e.k LIKE '%\_lte' THEN '<=' ELSE '=' END,
    'value', e.v) ORDER BY e.k)
  FROM jsonb_each("segments"."rules") AS e(k, v)), '[]'::jsonb))
WHERE NOT ("rules" ? 'combinator');--> statement-breakpoint
-- The do-not-contact list marks its contacts, whichever way a number joins or leaves it.
CREATE FUNCTION parley_opt_outs_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "contacts" SET "opted_out" = false WHERE "team_id" = OLD."team_id" AND "phone" = OLD."phone" AND "opted_out";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "contacts" SET "opted_out" = true WHERE "team_id" = NEW."team_id" AND "phone" = NEW."phone" AND NOT "opted_out";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "opt_outs_mark" AFTER INSERT OR DELETE OR UPDATE OF "phone", "team_id" ON "opt_outs" FOR EACH ROW EXECUTE FUNCTION parley_opt_outs_mark();--> statement-breakpoint
CREATE FUNCTION parley_contacts_opted_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."opted_out" := EXISTS (SELECT 1 FROM "opt_outs" o WHERE o."team_id" = NEW."team_id" AND o."phone" = NEW."phone");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "contacts_opted_out" BEFORE INSERT OR UPDATE OF "phone" ON "contacts" FOR EACH ROW EXECUTE FUNCTION parley_contacts_opted_out();