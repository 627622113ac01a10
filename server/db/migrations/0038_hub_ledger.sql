CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"company_id" integer,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"key" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"note" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_key" UNIQUE NULLS NOT DISTINCT("team_id","company_id","key")
);
--> statement-breakpoint
DROP INDEX "hub_endpoints_team_company_idx";--> statement-breakpoint
-- Balances and credit limits were in cents (every currency here has two decimals); the hub counts in millionths.
ALTER TABLE "companies" ALTER COLUMN "balance" SET DATA TYPE bigint USING "balance"::bigint * 10000;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ALTER COLUMN "credit_limit" SET DATA TYPE bigint USING "credit_limit"::bigint * 10000;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD COLUMN "company_id" integer;--> statement-breakpoint
-- An endpoint named its company in free text: it now points at the team's company of that name,
-- made (in the endpoint's currency) where the team had none.
INSERT INTO "companies" ("team_id", "name", "currency", "created_by_id", "updated_by_id")
SELECT DISTINCT ON (e."team_id", e."company") e."team_id", e."company", e."currency", e."created_by_id", e."created_by_id"
FROM "hub_endpoints" e
WHERE NOT EXISTS (SELECT 1 FROM "companies" c WHERE c."team_id" = e."team_id" AND c."name" = e."company")
ORDER BY e."team_id", e."company", e."id";--> statement-breakpoint
UPDATE "hub_endpoints" e SET "company_id" = c."id" FROM "companies" c WHERE c."team_id" = e."team_id" AND c."name" = e."company";--> statement-breakpoint
ALTER TABLE "hub_endpoints" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_company_idx" ON "ledger_entries" USING btree ("team_id","company_id","id");--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_endpoints_company_idx" ON "hub_endpoints" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "hub_endpoints" DROP COLUMN "company";;--> statement-breakpoint
-- A balance set before the ledger is its opening entry, so every company's entries add up to its balance.
INSERT INTO "ledger_entries" ("team_id", "company_id", "kind", "amount", "currency", "balance_after", "key", "note")
SELECT "team_id", "id", CASE WHEN "balance" > 0 THEN 'credit' ELSE 'adjustment' END, "balance", "currency", "balance", 'opening-balance', 'Balance before the ledger'
FROM "companies" WHERE "balance" <> 0;--> statement-breakpoint
-- The ledger is added to, never edited: what an entry moved stays as it was posted.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."amount" <> OLD."amount" OR NEW."balance_after" <> OLD."balance_after" OR NEW."kind" <> OLD."kind" OR NEW."currency" <> OLD."currency"
     OR NEW."key" <> OLD."key" OR NEW."company_id" IS DISTINCT FROM OLD."company_id" OR NEW."team_id" <> OLD."team_id" THEN
    RAISE EXCEPTION 'ledger entries are never edited: post a new entry instead' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
