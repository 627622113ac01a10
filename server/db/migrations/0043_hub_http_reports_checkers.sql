CREATE TABLE "hub_balance_checkers" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"method" text DEFAULT 'GET' NOT NULL,
	"headers" text,
	"body" text,
	"extract_kind" text DEFAULT 'jsonpath' NOT NULL,
	"expression" text NOT NULL,
	"currency" text NOT NULL,
	"timeout_seconds" integer DEFAULT 10 NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"low_balance_threshold" bigint,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_balance" bigint,
	"last_currency" text,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"low" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_balance_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"company_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"balance" bigint,
	"currency" text NOT NULL,
	"status_code" integer,
	"excerpt" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "hub_part_tallies" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"cost_currency" text NOT NULL,
	"revenue" bigint NOT NULL,
	"delivered" integer NOT NULL,
	"cost" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_rollups" (
	"team_id" integer NOT NULL,
	"day" date NOT NULL,
	"endpoint_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"country" text NOT NULL,
	"network" text NOT NULL,
	"currency" text NOT NULL,
	"messages" bigint DEFAULT 0 NOT NULL,
	"parts" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hub_rollups_pkey" PRIMARY KEY("team_id","day","endpoint_id","company_id","route_id","country","network","currency")
);
--> statement-breakpoint
CREATE TABLE "hub_http_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"event" text NOT NULL,
	"format" text NOT NULL,
	"dlr_type" smallint NOT NULL,
	"url" text NOT NULL,
	"client_ref" text,
	"text" text NOT NULL,
	"body" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_receipt_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"endpoint_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"client_ref" text,
	"event" text NOT NULL,
	"format" text NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer,
	"error" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "api_key_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "signing_secret" text;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "signing_secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD COLUMN "source" text DEFAULT 'smpp' NOT NULL;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD COLUMN "dlr_url" text;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD COLUMN "dlr_mask" smallint;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD COLUMN "client_ref" text;--> statement-breakpoint
ALTER TABLE "hub_balance_checkers" ADD CONSTRAINT "hub_balance_checkers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_balance_checkers" ADD CONSTRAINT "hub_balance_checkers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_balance_readings" ADD CONSTRAINT "hub_balance_readings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_balance_readings" ADD CONSTRAINT "hub_balance_readings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_balance_readings" ADD CONSTRAINT "hub_balance_readings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_balance_readings" ADD CONSTRAINT "hub_balance_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_part_tallies" ADD CONSTRAINT "hub_part_tallies_message_id_hub_parts_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."hub_parts"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_rollups" ADD CONSTRAINT "hub_rollups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_http_receipts" ADD CONSTRAINT "hub_http_receipts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_http_receipts" ADD CONSTRAINT "hub_http_receipts_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_http_receipts" ADD CONSTRAINT "hub_http_receipts_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_receipt_attempts" ADD CONSTRAINT "hub_receipt_attempts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_receipt_attempts" ADD CONSTRAINT "hub_receipt_attempts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_receipt_attempts" ADD CONSTRAINT "hub_receipt_attempts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_receipt_attempts" ADD CONSTRAINT "hub_receipt_attempts_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_balance_checkers_due_idx" ON "hub_balance_checkers" USING btree ("next_run_at") WHERE enabled;--> statement-breakpoint
CREATE INDEX "hub_balance_readings_company_idx" ON "hub_balance_readings" USING btree ("company_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_http_receipts_message_event_key" ON "hub_http_receipts" USING btree ("message_id","event");--> statement-breakpoint
CREATE INDEX "hub_http_receipts_due_idx" ON "hub_http_receipts" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "hub_receipt_attempts_endpoint_idx" ON "hub_receipt_attempts" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "hub_receipt_attempts_message_idx" ON "hub_receipt_attempts" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_endpoints_api_key_hash_key" ON "hub_endpoints" USING btree ("api_key_hash");