CREATE TABLE "hub_endpoint_binds" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"endpoint_id" integer NOT NULL,
	"system_id" text NOT NULL,
	"bind_type" text NOT NULL,
	"state" text NOT NULL,
	"remote_ip" text NOT NULL,
	"refusal" text,
	"status" text NOT NULL,
	"ending" text,
	"process" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hub_smpp_processes" (
	"process" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "password" text;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "max_binds" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "tps" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "window" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "hub_endpoint_binds" ADD CONSTRAINT "hub_endpoint_binds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoint_binds" ADD CONSTRAINT "hub_endpoint_binds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoint_binds" ADD CONSTRAINT "hub_endpoint_binds_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoint_binds" ADD CONSTRAINT "hub_endpoint_binds_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_endpoint_binds_endpoint_idx" ON "hub_endpoint_binds" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "hub_endpoint_binds_live_idx" ON "hub_endpoint_binds" USING btree ("endpoint_id") WHERE state = 'bound';--> statement-breakpoint
-- A system_id becomes unique across the installation: an empty one is none, and where two endpoints
-- shared one, every one but the oldest gets its id appended (its owner sees it on the endpoint and
-- picks a new one; nothing bound with it before, as nothing could).
UPDATE "hub_endpoints" SET "system_id" = NULL WHERE btrim("system_id") = '';--> statement-breakpoint
UPDATE "hub_endpoints" e SET "system_id" = e."system_id" || '-' || e."id"
  WHERE EXISTS (SELECT 1 FROM "hub_endpoints" o WHERE o."system_id" = e."system_id" AND o."id" < e."id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_endpoints_system_id_key" ON "hub_endpoints" USING btree ("system_id");