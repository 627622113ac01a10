CREATE TABLE "call_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The transcript becomes a list of turns: each "**Speaker:** text" paragraph of the old Markdown is one turn.
ALTER TABLE "calls" RENAME COLUMN "transcript" TO "transcript_markdown";--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transcript" jsonb;--> statement-breakpoint
UPDATE "calls" SET "transcript" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'role', CASE lower(coalesce(substring(p.line from '^\*\*([^*]+):\*\*'), 'agent')) WHEN 'agent' THEN 'agent' WHEN 'voicemail' THEN 'voicemail' WHEN 'ivr' THEN 'ivr' ELSE 'customer' END,
    'text', regexp_replace(p.line, '^\*\*[^*]+:\*\*\s*', ''),
    'at', to_char(coalesce("calls"."started_at", "calls"."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY p.n), '[]'::jsonb)
  FROM regexp_split_to_table(trim("calls"."transcript_markdown"), '\n\s*\n') WITH ORDINALITY AS p(line, n)
  WHERE trim(p.line) <> ''
) WHERE "transcript_markdown" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" DROP COLUMN "transcript_markdown";--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "tool_calls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "hangup_reason" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "prompt_version" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_events_provider_event_idx" ON "call_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "call_events_call_idx" ON "call_events" USING btree ("call_id","id");