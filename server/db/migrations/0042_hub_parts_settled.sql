ALTER TABLE "hub_parts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "hub_parts_open_idx" ON "hub_parts" USING btree ("company_id") WHERE settled_at is null;