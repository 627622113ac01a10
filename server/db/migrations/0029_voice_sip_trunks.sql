CREATE TABLE "voice_sip_trunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"termination_uri" text NOT NULL,
	"username" text,
	"password" text,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD COLUMN "sip_trunk_id" integer;--> statement-breakpoint
ALTER TABLE "voice_provider_accounts" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "voice_sip_trunks" ADD CONSTRAINT "voice_sip_trunks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sip_trunks" ADD CONSTRAINT "voice_sip_trunks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sip_trunks" ADD CONSTRAINT "voice_sip_trunks_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_sip_trunks_team_name_idx" ON "voice_sip_trunks" USING btree ("team_id","name");--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD CONSTRAINT "voice_numbers_sip_trunk_id_voice_sip_trunks_id_fk" FOREIGN KEY ("sip_trunk_id") REFERENCES "public"."voice_sip_trunks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_numbers_sip_trunk_idx" ON "voice_numbers" USING btree ("sip_trunk_id");