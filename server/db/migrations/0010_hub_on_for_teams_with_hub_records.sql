-- The hub became a switch in each team's settings, off for new teams. A team that already keeps hub
-- records (clients, their prices and rules, SMS tests, client companies) goes on running its hub.
UPDATE "teams" SET "settings" = "settings" || '{"hub_enabled": true}'::jsonb
WHERE NOT ("settings" ? 'hub_enabled')
  AND "id" IN (
    SELECT "team_id" FROM "hub_endpoints"
    UNION SELECT "team_id" FROM "client_rates"
    UNION SELECT "team_id" FROM "profit_rules"
    UNION SELECT "team_id" FROM "email_updates"
    UNION SELECT "team_id" FROM "sms_tests"
    UNION SELECT "team_id" FROM "companies"
  );
