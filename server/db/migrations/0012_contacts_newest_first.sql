DROP INDEX "contacts_team_created_idx";--> statement-breakpoint
CREATE INDEX "contacts_team_created_idx" ON "contacts" USING btree ("team_id","created_at","id");--> statement-breakpoint
-- A new contact is marked from the do-not-contact list once per statement, not once per row: an
-- import of a million numbers joins the list once. A changed number is checked row by row.
DROP TRIGGER "contacts_opted_out" ON "contacts";--> statement-breakpoint
CREATE FUNCTION parley_contacts_opted_out_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contacts" c SET "opted_out" = true
  FROM inserted n JOIN "opt_outs" o ON o."team_id" = n."team_id" AND o."phone" = n."phone"
  WHERE c."id" = n."id" AND NOT c."opted_out";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contacts_opted_out_inserted" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION parley_contacts_opted_out_inserted();--> statement-breakpoint
CREATE TRIGGER "contacts_opted_out_phone" BEFORE UPDATE OF "phone" ON "contacts" FOR EACH ROW WHEN (OLD."phone" IS DISTINCT FROM NEW."phone") EXECUTE FUNCTION parley_contacts_opted_out();
