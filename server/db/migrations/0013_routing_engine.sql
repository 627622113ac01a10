CREATE TABLE "sms_global_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"number" text NOT NULL,
	"match" text DEFAULT 'number' NOT NULL,
	"reason" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_blacklist" ADD COLUMN "match" text DEFAULT 'number' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "system_type" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "window_size" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "source_ton" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "source_npi" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "enquire_link_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "bind_state" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "bind_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "routing_plans" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD COLUMN "targets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD COLUMN "least_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_global_blacklist" ADD CONSTRAINT "sms_global_blacklist_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_global_blacklist" ADD CONSTRAINT "sms_global_blacklist_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_global_blacklist_number_key" ON "sms_global_blacklist" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sms_global_blacklist_added_idx" ON "sms_global_blacklist" USING btree ("added_at");--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_default_key" ON "routing_plans" USING btree ("team_id") WHERE "routing_plans"."is_default";--> statement-breakpoint
CREATE INDEX "routing_rules_segment_idx" ON "routing_rules" USING btree ("segment_id");--> statement-breakpoint
-- A rule's one route becomes its only target, taking all of its traffic.
UPDATE "routing_rules" SET "targets" = jsonb_build_array(jsonb_build_object('route_id', "route_id", 'percent', 100)) WHERE "route_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "routing_rules" DROP CONSTRAINT "routing_rules_route_id_sms_routes_id_fk";
--> statement-breakpoint
DROP INDEX "routing_rules_route_idx";--> statement-breakpoint
ALTER TABLE "routing_rules" DROP COLUMN "route_id";--> statement-breakpoint
ALTER TABLE "routing_rules" DROP COLUMN "weight";