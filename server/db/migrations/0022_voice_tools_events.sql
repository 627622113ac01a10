CREATE TABLE "tool_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tool_id" integer NOT NULL,
	"call_id" integer,
	"ok" boolean DEFAULT false NOT NULL,
	"status_code" integer,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"error" text,
	"arguments" jsonb
);
--> statement-breakpoint
ALTER TABLE "voice_tools" ADD COLUMN "headers" text;--> statement-breakpoint
ALTER TABLE "voice_provider_accounts" ADD COLUMN "api_key" text;--> statement-breakpoint
ALTER TABLE "tool_events" ADD CONSTRAINT "tool_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_events" ADD CONSTRAINT "tool_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_events" ADD CONSTRAINT "tool_events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_events" ADD CONSTRAINT "tool_events_tool_id_voice_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."voice_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_events" ADD CONSTRAINT "tool_events_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_events_team_tool_at_idx" ON "tool_events" USING btree ("team_id","tool_id","at");--> statement-breakpoint
CREATE INDEX "tool_events_team_at_idx" ON "tool_events" USING btree ("team_id","at");--> statement-breakpoint
CREATE INDEX "tool_events_call_idx" ON "tool_events" USING btree ("call_id");