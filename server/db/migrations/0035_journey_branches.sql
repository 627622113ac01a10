DROP INDEX "automation_journeys_one_place_idx";--> statement-breakpoint
ALTER TABLE "automation_journeys" ADD COLUMN "branch_of" bigint;--> statement-breakpoint
CREATE INDEX "automation_journeys_branch_idx" ON "automation_journeys" USING btree ("branch_of") WHERE branch_of is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_journeys_one_place_idx" ON "automation_journeys" USING btree ("automation_id","contact_id") WHERE status in ('active', 'waiting') and branch_of is null;