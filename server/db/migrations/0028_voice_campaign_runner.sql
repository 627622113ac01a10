CREATE TABLE "agent_campaign_recipients" (
	"campaign_id" integer NOT NULL,
	"run" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"time_zone" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"call_id" integer,
	CONSTRAINT "agent_campaign_recipients_campaign_id_run_contact_id_pk" PRIMARY KEY("campaign_id","run","contact_id")
);
--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "caller_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "recurrence" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "window_start" text;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "window_end" text;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "window_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "window_timezone" text;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "concurrency" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "breaker_calls" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "breaker_failed_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "wakes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_campaign_recipients" ADD CONSTRAINT "agent_campaign_recipients_campaign_id_agent_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."agent_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_campaign_recipients_open_idx" ON "agent_campaign_recipients" USING btree ("campaign_id","run","state") WHERE state in ('pending', 'calling');--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_campaigns_segment_idx" ON "agent_campaigns" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "agent_campaigns_feed_idx" ON "agent_campaigns" USING btree ("feed_id");