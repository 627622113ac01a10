CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_label" text,
	"delivery_id" text,
	"signature" text NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer NOT NULL,
	"error" text,
	"body_size" integer DEFAULT 0 NOT NULL,
	"processing_ms" integer DEFAULT 0 NOT NULL,
	"content_type" text,
	"remote_ip" text,
	"body" text,
	"body_truncated" boolean DEFAULT false NOT NULL,
	"applied_mac" text,
	"applied_delivery_id" text
);
--> statement-breakpoint
ALTER TABLE "feeds" ALTER COLUMN "source_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "webhook_secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_team_received_idx" ON "webhook_deliveries" USING btree ("team_id","received_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_source_idx" ON "webhook_deliveries" USING btree ("team_id","source_kind","source_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_applied_mac_key" ON "webhook_deliveries" USING btree ("source_kind","source_id","applied_mac");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_applied_delivery_key" ON "webhook_deliveries" USING btree ("source_kind","source_id","applied_delivery_id");