CREATE TABLE "hub_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"stat" text NOT NULL,
	"err" text DEFAULT '000' NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"text" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_receipts_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "hub_receipts" ADD CONSTRAINT "hub_receipts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_receipts" ADD CONSTRAINT "hub_receipts_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_receipts" ADD CONSTRAINT "hub_receipts_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_receipts_pending_idx" ON "hub_receipts" USING btree ("endpoint_id","id") WHERE state = 'pending';