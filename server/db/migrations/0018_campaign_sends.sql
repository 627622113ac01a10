CREATE TABLE "campaign_recipients" (
	"campaign_id" integer NOT NULL,
	"run" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"time_zone" text NOT NULL,
	"message_id" integer,
	"reason" text,
	CONSTRAINT "campaign_recipients_campaign_id_run_contact_id_pk" PRIMARY KEY("campaign_id","run","contact_id")
);
--> statement-breakpoint
CREATE TABLE "link_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"code" text,
	"short_link_id" integer,
	"campaign_id" integer,
	"message_id" integer,
	"contact_id" integer,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "message_links" (
	"code" text PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"campaign_id" integer,
	"message_id" integer,
	"contact_id" integer,
	"offer_id" integer,
	"target_url" text NOT NULL,
	"domain" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"last_clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "cost" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "recurrence" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "excluded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "run" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "mccmnc" text;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_pending_idx" ON "campaign_recipients" USING btree ("campaign_id","run","time_zone","contact_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "link_clicks_team_at_idx" ON "link_clicks" USING btree ("team_id","clicked_at");--> statement-breakpoint
CREATE INDEX "link_clicks_campaign_idx" ON "link_clicks" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "link_clicks_code_idx" ON "link_clicks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "message_links_campaign_idx" ON "message_links" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "message_links_message_idx" ON "message_links" USING btree ("message_id");