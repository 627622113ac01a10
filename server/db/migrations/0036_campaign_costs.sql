ALTER TABLE "campaigns" ADD COLUMN "costs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- What campaigns cost so far, in the one currency they counted: kept as that currency's line.
UPDATE "campaigns" SET "costs" = jsonb_build_object("currency", "cost") WHERE "cost" <> 0;
