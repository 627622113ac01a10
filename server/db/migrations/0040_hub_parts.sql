CREATE TABLE "hub_parts" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"registered_delivery" smallint DEFAULT 0 NOT NULL,
	"bind_id" integer,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "refuse_negative_margin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "segment" jsonb;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD CONSTRAINT "hub_parts_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD CONSTRAINT "hub_parts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD CONSTRAINT "hub_parts_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_parts" ADD CONSTRAINT "hub_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_parts_endpoint_idx" ON "hub_parts" USING btree ("endpoint_id","message_id");--> statement-breakpoint
CREATE INDEX "hub_parts_company_idx" ON "hub_parts" USING btree ("company_id","message_id");