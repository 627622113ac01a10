CREATE TABLE "email_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"endpoint_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"topics" jsonb DEFAULT '["rate_changes"]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_phone_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"live_phone_id" integer NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"sms_test_id" integer,
	"route_id" integer,
	"latency_ms" integer,
	"sender_id_intact" boolean
);
--> statement-breakpoint
ALTER TABLE "email_updates" ADD CONSTRAINT "email_updates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_updates" ADD CONSTRAINT "email_updates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_updates" ADD CONSTRAINT "email_updates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_updates" ADD CONSTRAINT "email_updates_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phone_messages" ADD CONSTRAINT "live_phone_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phone_messages" ADD CONSTRAINT "live_phone_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phone_messages" ADD CONSTRAINT "live_phone_messages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phone_messages" ADD CONSTRAINT "live_phone_messages_live_phone_id_live_phones_id_fk" FOREIGN KEY ("live_phone_id") REFERENCES "public"."live_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phone_messages" ADD CONSTRAINT "live_phone_messages_sms_test_id_sms_tests_id_fk" FOREIGN KEY ("sms_test_id") REFERENCES "public"."sms_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phone_messages" ADD CONSTRAINT "live_phone_messages_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_updates_endpoint_email_key" ON "email_updates" USING btree ("team_id","endpoint_id","email");--> statement-breakpoint
CREATE INDEX "email_updates_endpoint_idx" ON "email_updates" USING btree ("endpoint_id");--> statement-breakpoint
CREATE INDEX "live_phone_messages_team_received_idx" ON "live_phone_messages" USING btree ("team_id","received_at");--> statement-breakpoint
CREATE INDEX "live_phone_messages_phone_idx" ON "live_phone_messages" USING btree ("live_phone_id");