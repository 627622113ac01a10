CREATE TABLE "sms_message_parts" (
	"message_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"route_id" integer,
	"vendor_message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"submitted_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "sms_message_parts_message_id_seq_pk" PRIMARY KEY("message_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"campaign_id" integer,
	"contact_id" integer,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"text" text NOT NULL,
	"encoding" text NOT NULL,
	"parts" integer NOT NULL,
	"route_id" integer,
	"plan_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"cost" integer,
	"currency" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failover" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"concat_ref" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_pending_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"vendor_message_id" text NOT NULL,
	"stat" text NOT NULL,
	"err" text,
	"done_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_route_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"arrival_ms" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_message_parts" ADD CONSTRAINT "sms_message_parts_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_message_parts_vendor_idx" ON "sms_message_parts" USING btree ("route_id","vendor_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_team_created_idx" ON "sms_messages" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_team_status_idx" ON "sms_messages" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "sms_messages_team_to_idx" ON "sms_messages" USING btree ("team_id","to");--> statement-breakpoint
CREATE INDEX "sms_messages_campaign_idx" ON "sms_messages" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "sms_messages_queued_idx" ON "sms_messages" USING btree ("id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "sms_pending_receipts_vendor_idx" ON "sms_pending_receipts" USING btree ("route_id","vendor_message_id");