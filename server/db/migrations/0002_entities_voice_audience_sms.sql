CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"voice" text NOT NULL,
	"llm_model" text DEFAULT 'gpt-4o-mini' NOT NULL,
	"first_message" text,
	"system_prompt" text NOT NULL,
	"tools" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"temperature_pct" integer DEFAULT 70 NOT NULL,
	"max_call_seconds" integer DEFAULT 600 NOT NULL,
	"record_calls" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"agent_id" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" text DEFAULT 'main' NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"method" text DEFAULT 'POST' NOT NULL,
	"transfer_number" text,
	"parameters" jsonb,
	"timeout_seconds" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"agent_id" integer,
	"campaign_id" integer,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text DEFAULT 'unknown' NOT NULL,
	"started_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"summary" text,
	"transcript" text,
	"recording_url" text,
	"provider_call_id" text
);
--> statement-breakpoint
CREATE TABLE "post_processing" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"agent_id" integer,
	"trigger" text DEFAULT 'on_hangup' NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prompt" text NOT NULL,
	"output_schema" jsonb,
	"webhook_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"runs_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "call_outcome_classifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"kind" text DEFAULT 'rule' NOT NULL,
	"outcomes" jsonb NOT NULL,
	"rules" jsonb,
	"prompt" text,
	"min_confidence_pct" integer DEFAULT 70 NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"account_sid" text,
	"api_key" text,
	"region" text,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"number" text NOT NULL,
	"label" text,
	"account_id" integer NOT NULL,
	"agent_id" integer,
	"country" text NOT NULL,
	"capabilities" jsonb DEFAULT '["voice"]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"monthly_cost" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"agent_id" integer NOT NULL,
	"number_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"schedule_start" timestamp with time zone,
	"schedule_end" timestamp with time zone,
	"recurring" boolean DEFAULT false NOT NULL,
	"calls_per_minute" integer DEFAULT 10 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"retry_delay_minutes" integer DEFAULT 60 NOT NULL,
	"contacts_total" integer DEFAULT 0 NOT NULL,
	"calls_made" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_provider_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"api_base_url" text NOT NULL,
	"account_sid" text,
	"status" text DEFAULT 'active' NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"graph" jsonb DEFAULT '{"nodes":[],"edges":[]}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"country" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '["sms"]'::jsonb NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"custom" jsonb,
	"last_contacted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"description" text,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contacts_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"source_url" text NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"schedule" text DEFAULT 'daily' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"rows_imported" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"feed_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "data_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"original_filename" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"segment_id" integer,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hlr_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"phone" text NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"network" text,
	"mcc" text,
	"mnc" text,
	"ported" boolean DEFAULT false NOT NULL,
	"roaming" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"website" text,
	"contact_email" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"type" text DEFAULT 'one_off' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"segment_id" integer,
	"offer_id" integer,
	"sender_id" text,
	"text" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'paused' NOT NULL,
	"graph" jsonb DEFAULT '{"nodes":[],"edges":[]}'::jsonb NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"category" text DEFAULT 'marketing' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"number" text NOT NULL,
	"reason" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"endpoint_id" integer NOT NULL,
	"network_name" text NOT NULL,
	"country" text NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"effective_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"protocol" text DEFAULT 'smpp' NOT NULL,
	"system_id" text,
	"allowed_ips" jsonb,
	"plan_id" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"number" text NOT NULL,
	"network" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"brand" text,
	"country" text NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profit_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"country" text,
	"margin_percent" integer NOT NULL,
	"min_margin" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"route_id" integer NOT NULL,
	"vendor_rate_id" integer,
	"network_name" text NOT NULL,
	"country" text NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"change" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"route_id" integer NOT NULL,
	"parser" text DEFAULT 'csv' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"protocol" text DEFAULT 'smpp' NOT NULL,
	"host" text NOT NULL,
	"port" integer,
	"system_id" text,
	"password" text,
	"bind_type" text DEFAULT 'transceiver' NOT NULL,
	"throughput_per_second" integer DEFAULT 50 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"name" text NOT NULL,
	"description" text,
	"strategy" text DEFAULT 'priority' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"default_route_id" integer
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"plan_id" integer NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"network" text,
	"country" text,
	"sender_pattern" text,
	"route_id" integer NOT NULL,
	"weight" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"route_id" integer NOT NULL,
	"live_phone_id" integer NOT NULL,
	"sender_id" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"latency_ms" integer,
	"sender_id_intact" boolean
);
--> statement-breakpoint
CREATE TABLE "vendor_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"route_id" integer NOT NULL,
	"network_name" text NOT NULL,
	"country" text NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_prompts" ADD CONSTRAINT "agent_prompts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_prompts" ADD CONSTRAINT "agent_prompts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_prompts" ADD CONSTRAINT "agent_prompts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_prompts" ADD CONSTRAINT "agent_prompts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_tools" ADD CONSTRAINT "voice_tools_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_tools" ADD CONSTRAINT "voice_tools_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_tools" ADD CONSTRAINT "voice_tools_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_campaign_id_agent_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."agent_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing" ADD CONSTRAINT "post_processing_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing" ADD CONSTRAINT "post_processing_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing" ADD CONSTRAINT "post_processing_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_processing" ADD CONSTRAINT "post_processing_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcome_classifiers" ADD CONSTRAINT "call_outcome_classifiers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcome_classifiers" ADD CONSTRAINT "call_outcome_classifiers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcome_classifiers" ADD CONSTRAINT "call_outcome_classifiers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_accounts" ADD CONSTRAINT "voice_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_accounts" ADD CONSTRAINT "voice_accounts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_accounts" ADD CONSTRAINT "voice_accounts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD CONSTRAINT "voice_numbers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD CONSTRAINT "voice_numbers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD CONSTRAINT "voice_numbers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD CONSTRAINT "voice_numbers_account_id_voice_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."voice_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_numbers" ADD CONSTRAINT "voice_numbers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_number_id_voice_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."voice_numbers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_provider_accounts" ADD CONSTRAINT "voice_provider_accounts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_provider_accounts" ADD CONSTRAINT "voice_provider_accounts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD CONSTRAINT "hlr_lookups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD CONSTRAINT "hlr_lookups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hlr_lookups" ADD CONSTRAINT "hlr_lookups_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_blacklist" ADD CONSTRAINT "sms_blacklist_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_blacklist" ADD CONSTRAINT "sms_blacklist_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_blacklist" ADD CONSTRAINT "sms_blacklist_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_plan_id_routing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."routing_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phones" ADD CONSTRAINT "live_phones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phones" ADD CONSTRAINT "live_phones_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_phones" ADD CONSTRAINT "live_phones_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_networks" ADD CONSTRAINT "sms_networks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_networks" ADD CONSTRAINT "sms_networks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_networks" ADD CONSTRAINT "sms_networks_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_rules" ADD CONSTRAINT "profit_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_rules" ADD CONSTRAINT "profit_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_rules" ADD CONSTRAINT "profit_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_vendor_rate_id_vendor_rates_id_fk" FOREIGN KEY ("vendor_rate_id") REFERENCES "public"."vendor_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_inboxes" ADD CONSTRAINT "rate_inboxes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_inboxes" ADD CONSTRAINT "rate_inboxes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_inboxes" ADD CONSTRAINT "rate_inboxes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_inboxes" ADD CONSTRAINT "rate_inboxes_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_plans" ADD CONSTRAINT "routing_plans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_plans" ADD CONSTRAINT "routing_plans_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_plans" ADD CONSTRAINT "routing_plans_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_plans" ADD CONSTRAINT "routing_plans_default_route_id_sms_routes_id_fk" FOREIGN KEY ("default_route_id") REFERENCES "public"."sms_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_plan_id_routing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."routing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD CONSTRAINT "sms_tests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD CONSTRAINT "sms_tests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD CONSTRAINT "sms_tests_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD CONSTRAINT "sms_tests_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tests" ADD CONSTRAINT "sms_tests_live_phone_id_live_phones_id_fk" FOREIGN KEY ("live_phone_id") REFERENCES "public"."live_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_team_name_idx" ON "agents" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "agents_team_status_idx" ON "agents" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "agent_prompts_agent_position_idx" ON "agent_prompts" USING btree ("agent_id","position");--> statement-breakpoint
CREATE INDEX "agent_prompts_team_position_idx" ON "agent_prompts" USING btree ("team_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_tools_team_key_key" ON "voice_tools" USING btree ("team_id","key");--> statement-breakpoint
CREATE INDEX "voice_tools_team_name_idx" ON "voice_tools" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "calls_team_started_idx" ON "calls" USING btree ("team_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_team_agent_started_idx" ON "calls" USING btree ("team_id","agent_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_team_status_idx" ON "calls" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "calls_team_outcome_idx" ON "calls" USING btree ("team_id","outcome");--> statement-breakpoint
CREATE INDEX "calls_campaign_idx" ON "calls" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "calls_team_provider_call_idx" ON "calls" USING btree ("team_id","provider_call_id");--> statement-breakpoint
CREATE INDEX "post_processing_team_name_idx" ON "post_processing" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "post_processing_agent_idx" ON "post_processing" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "call_outcome_classifiers_team_priority_idx" ON "call_outcome_classifiers" USING btree ("team_id","priority");--> statement-breakpoint
CREATE INDEX "voice_accounts_team_name_idx" ON "voice_accounts" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_numbers_team_number_key" ON "voice_numbers" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "voice_numbers_account_idx" ON "voice_numbers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "voice_numbers_agent_idx" ON "voice_numbers" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_campaigns_team_created_idx" ON "agent_campaigns" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_campaigns_team_status_idx" ON "agent_campaigns" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "agent_campaigns_agent_idx" ON "agent_campaigns" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_campaigns_number_idx" ON "agent_campaigns" USING btree ("number_id");--> statement-breakpoint
CREATE INDEX "voice_provider_accounts_name_idx" ON "voice_provider_accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "workflows_team_updated_idx" ON "workflows" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "workflows_team_name_idx" ON "workflows" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_team_phone_key" ON "contacts" USING btree ("team_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_team_created_idx" ON "contacts" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_team_last_name_idx" ON "contacts" USING btree ("team_id","last_name");--> statement-breakpoint
CREATE INDEX "contacts_team_country_idx" ON "contacts" USING btree ("team_id","country");--> statement-breakpoint
CREATE INDEX "contacts_team_status_idx" ON "contacts" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "contacts_team_last_contacted_idx" ON "contacts" USING btree ("team_id","last_contacted_at");--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_team_name_key" ON "segments" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "segments_team_status_idx" ON "segments" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "feeds_team_name_idx" ON "feeds" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "feed_logs_team_started_idx" ON "feed_logs" USING btree ("team_id","started_at");--> statement-breakpoint
CREATE INDEX "feed_logs_feed_idx" ON "feed_logs" USING btree ("feed_id","started_at");--> statement-breakpoint
CREATE INDEX "data_files_team_created_idx" ON "data_files" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "data_files_segment_idx" ON "data_files" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "hlr_lookups_team_checked_idx" ON "hlr_lookups" USING btree ("team_id","checked_at");--> statement-breakpoint
CREATE INDEX "hlr_lookups_team_phone_idx" ON "hlr_lookups" USING btree ("team_id","phone");--> statement-breakpoint
CREATE INDEX "hlr_lookups_team_status_idx" ON "hlr_lookups" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_team_name_key" ON "companies" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "campaigns_team_created_idx" ON "campaigns" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_team_status_idx" ON "campaigns" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "campaigns_segment_idx" ON "campaigns" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "campaigns_offer_idx" ON "campaigns" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "automations_team_updated_idx" ON "automations" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "automations_team_status_idx" ON "automations" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_team_name_key" ON "email_templates" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_blacklist_team_number_key" ON "sms_blacklist" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "sms_blacklist_team_added_idx" ON "sms_blacklist" USING btree ("team_id","added_at");--> statement-breakpoint
CREATE INDEX "client_rates_team_country_idx" ON "client_rates" USING btree ("team_id","country");--> statement-breakpoint
CREATE INDEX "client_rates_team_endpoint_idx" ON "client_rates" USING btree ("team_id","endpoint_id","mcc","mnc");--> statement-breakpoint
CREATE INDEX "client_rates_endpoint_idx" ON "client_rates" USING btree ("endpoint_id");--> statement-breakpoint
CREATE INDEX "client_rates_team_price_idx" ON "client_rates" USING btree ("team_id","price");--> statement-breakpoint
CREATE INDEX "hub_endpoints_team_name_idx" ON "hub_endpoints" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "hub_endpoints_team_company_idx" ON "hub_endpoints" USING btree ("team_id","company");--> statement-breakpoint
CREATE INDEX "hub_endpoints_plan_idx" ON "hub_endpoints" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_phones_team_number_key" ON "live_phones" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "live_phones_team_country_idx" ON "live_phones" USING btree ("team_id","country");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_networks_team_mcc_mnc_key" ON "sms_networks" USING btree ("team_id","mcc","mnc");--> statement-breakpoint
CREATE INDEX "sms_networks_team_country_idx" ON "sms_networks" USING btree ("team_id","country");--> statement-breakpoint
CREATE INDEX "sms_networks_team_name_idx" ON "sms_networks" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "profit_rules_team_name_idx" ON "profit_rules" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "rate_changes_team_detected_idx" ON "rate_changes" USING btree ("team_id","detected_at");--> statement-breakpoint
CREATE INDEX "rate_changes_team_route_idx" ON "rate_changes" USING btree ("team_id","route_id");--> statement-breakpoint
CREATE INDEX "rate_changes_route_idx" ON "rate_changes" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "rate_changes_vendor_rate_idx" ON "rate_changes" USING btree ("vendor_rate_id");--> statement-breakpoint
CREATE INDEX "rate_changes_team_country_idx" ON "rate_changes" USING btree ("team_id","country");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_inboxes_team_email_key" ON "rate_inboxes" USING btree ("team_id","email_address");--> statement-breakpoint
CREATE INDEX "rate_inboxes_route_idx" ON "rate_inboxes" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "sms_routes_team_name_idx" ON "sms_routes" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "sms_routes_team_vendor_idx" ON "sms_routes" USING btree ("team_id","vendor");--> statement-breakpoint
CREATE INDEX "sms_routes_team_status_idx" ON "sms_routes" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "routing_plans_team_name_idx" ON "routing_plans" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "routing_plans_default_route_idx" ON "routing_plans" USING btree ("default_route_id");--> statement-breakpoint
CREATE INDEX "routing_rules_team_plan_priority_idx" ON "routing_rules" USING btree ("team_id","plan_id","priority");--> statement-breakpoint
CREATE INDEX "routing_rules_route_idx" ON "routing_rules" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "routing_rules_team_country_idx" ON "routing_rules" USING btree ("team_id","country");--> statement-breakpoint
CREATE INDEX "sms_tests_team_created_idx" ON "sms_tests" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_tests_route_idx" ON "sms_tests" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "sms_tests_live_phone_idx" ON "sms_tests" USING btree ("live_phone_id");--> statement-breakpoint
CREATE INDEX "vendor_rates_team_country_idx" ON "vendor_rates" USING btree ("team_id","country");--> statement-breakpoint
CREATE INDEX "vendor_rates_team_route_idx" ON "vendor_rates" USING btree ("team_id","route_id","mcc","mnc");--> statement-breakpoint
CREATE INDEX "vendor_rates_route_idx" ON "vendor_rates" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "vendor_rates_team_price_idx" ON "vendor_rates" USING btree ("team_id","price");--> statement-breakpoint
CREATE INDEX "vendor_rates_team_effective_idx" ON "vendor_rates" USING btree ("team_id","effective_from");