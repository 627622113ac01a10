ALTER TABLE "sms_routes" ADD COLUMN "http_url" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "http_method" text DEFAULT 'POST' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "http_format" text DEFAULT 'json' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "http_send_as" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "http_body" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "http_headers" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "http_message_id_path" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "dlr_id_field" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "dlr_status_field" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "dlr_error_field" text;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "dlr_token" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "attempts_log" jsonb DEFAULT '[]'::jsonb NOT NULL;