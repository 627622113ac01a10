ALTER TABLE "post_processing" DROP COLUMN "trigger";--> statement-breakpoint
ALTER TABLE "post_processing" DROP COLUMN "output_schema";