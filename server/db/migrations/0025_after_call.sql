ALTER TABLE "calls" ADD COLUMN "after_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "after_call_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calls_after_call_pending_idx" ON "calls" USING btree ("id") WHERE "calls"."after_call_at" is null;--> statement-breakpoint
-- Calls that ended before the after-call steps existed are not processed again.
UPDATE "calls" SET "after_call_at" = coalesce("ended_at", "updated_at") WHERE "status" IN ('completed', 'failed', 'no_answer', 'busy');
