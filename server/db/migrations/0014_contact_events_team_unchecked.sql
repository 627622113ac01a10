ALTER TABLE "contact_events" DROP CONSTRAINT "contact_events_team_id_teams_id_fk";
