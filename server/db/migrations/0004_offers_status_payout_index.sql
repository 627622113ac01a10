DROP INDEX "offers_team_status_idx";--> statement-breakpoint
CREATE INDEX "offers_team_status_payout_idx" ON "offers" USING btree ("team_id","status","payout","id");