CREATE TABLE "campaign_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"campaign_id" integer NOT NULL,
	"text" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_senderids" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"campaign_id" integer NOT NULL,
	"sender_id" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "window_start" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "window_end" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "window_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "window_timezone" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "throttle_per_minute" integer;--> statement-breakpoint
ALTER TABLE "campaign_texts" ADD CONSTRAINT "campaign_texts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_texts" ADD CONSTRAINT "campaign_texts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_texts" ADD CONSTRAINT "campaign_texts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_texts" ADD CONSTRAINT "campaign_texts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_senderids" ADD CONSTRAINT "campaign_senderids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_senderids" ADD CONSTRAINT "campaign_senderids_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_senderids" ADD CONSTRAINT "campaign_senderids_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_senderids" ADD CONSTRAINT "campaign_senderids_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_texts_campaign_idx" ON "campaign_texts" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_texts_team_created_idx" ON "campaign_texts" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_senderids_campaign_idx" ON "campaign_senderids" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_senderids_team_created_idx" ON "campaign_senderids" USING btree ("team_id","created_at");