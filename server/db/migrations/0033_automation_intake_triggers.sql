-- The automation engine's inbox (server/domains/automations/intake/): statement-level triggers with
-- transition tables write one row per event, only for teams whose running automations listen for
-- it (automation_armed). Each function first asks whether any team listens for its events at all,
-- so a statement in a Parley without running automations (a million delivery receipts, an import)
-- costs one look at a tiny table.

-- Whatever writes the inbox (these triggers, or Parley itself) wakes the intake with a notice on its
-- topic, once per statement that wrote rows; it goes out when the transaction commits, as every
-- NOTIFY does.
CREATE FUNCTION parley_automation_inbox_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM written) THEN
    PERFORM pg_notify('parley_topic_automation_inbox', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "automation_inbox_written" AFTER INSERT ON "automation_inbox" REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION parley_automation_inbox_written();--> statement-breakpoint

CREATE FUNCTION parley_automation_contacts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM automation_armed WHERE event IN ('contact_created', 'tag_added')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO automation_inbox (team_id, event, contact_id, detail)
  SELECT r.team_id, 'contact_created', r.id, NULL FROM inserted r
  WHERE r.team_id IN (SELECT team_id FROM automation_armed WHERE event = 'contact_created')
  UNION ALL
  SELECT r.team_id, 'tag_added', r.id, jsonb_build_object('tag', t.tag)
  FROM inserted r CROSS JOIN LATERAL jsonb_array_elements_text(r.tags) AS t(tag)
  WHERE r.tags <> '[]'::jsonb AND r.team_id IN (SELECT team_id FROM automation_armed WHERE event = 'tag_added');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "automation_inbox_contacts_inserted" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION parley_automation_contacts_inserted();--> statement-breakpoint

-- A changed contact: each tag it did not carry before, and the change itself (for segment entry)
-- when anything but the bookkeeping columns moved.
CREATE FUNCTION parley_automation_contacts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM automation_armed WHERE event IN ('contact_changed', 'tag_added')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO automation_inbox (team_id, event, contact_id, detail)
  WITH pairs AS (
    SELECT nr.team_id, nr.id, nr.tags AS new_tags, o.tags AS old_tags,
      (to_jsonb(nr) - 'version' - 'updated_at' - 'updated_by_id') IS DISTINCT FROM (to_jsonb(o) - 'version' - 'updated_at' - 'updated_by_id') AS changed
    FROM updated_new nr JOIN updated_old o ON o.id = nr.id
    WHERE nr.team_id IN (SELECT team_id FROM automation_armed WHERE event IN ('contact_changed', 'tag_added'))
  )
  SELECT p.team_id, 'tag_added', p.id, jsonb_build_object('tag', t.tag)
  FROM pairs p CROSS JOIN LATERAL jsonb_array_elements_text(p.new_tags) AS t(tag)
  WHERE p.new_tags IS DISTINCT FROM p.old_tags AND NOT (p.old_tags ? t.tag)
    AND p.team_id IN (SELECT team_id FROM automation_armed WHERE event = 'tag_added')
  UNION ALL
  SELECT p.team_id, 'contact_changed', p.id, NULL FROM pairs p
  WHERE p.changed AND p.team_id IN (SELECT team_id FROM automation_armed WHERE event = 'contact_changed');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "automation_inbox_contacts_updated" AFTER UPDATE ON "contacts" REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION parley_automation_contacts_updated();--> statement-breakpoint

-- A contact's history: a feed delivered it (ref_id: the feed), it clicked a message's link (ref_id:
-- the campaign, when the message was a campaign's).
CREATE FUNCTION parley_automation_contact_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM automation_armed WHERE event IN ('feed_received', 'link_clicked')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO automation_inbox (team_id, event, contact_id, ref_id, detail)
  SELECT e.team_id, CASE e.kind WHEN 'feed' THEN 'feed_received' ELSE 'link_clicked' END, e.contact_id, e.ref_id,
    CASE e.kind WHEN 'clicked' THEN jsonb_build_object('campaign_id', e.ref_id, 'message_id', e.detail -> 'message_id') ELSE jsonb_build_object('feed_id', e.ref_id) END
  FROM inserted e
  WHERE e.kind IN ('feed', 'clicked')
    AND EXISTS (SELECT 1 FROM automation_armed a WHERE a.team_id = e.team_id AND a.event = CASE e.kind WHEN 'feed' THEN 'feed_received' ELSE 'link_clicked' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "automation_inbox_contact_events_inserted" AFTER INSERT ON "contact_events" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION parley_automation_contact_events_inserted();--> statement-breakpoint

-- A message to a contact settled: delivered, or failed (failed, expired or rejected). The status
-- check comes before the join, so a receipt batch of a team that listens joins only what settled.
CREATE FUNCTION parley_automation_sms_messages_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM automation_armed WHERE event IN ('message_delivered', 'message_failed')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO automation_inbox (team_id, event, contact_id, ref_id, detail)
  SELECT s.team_id, s.event, s.contact_id, s.id, jsonb_build_object('campaign_id', s.campaign_id)
  FROM (
    SELECT m.team_id, m.id, m.contact_id, m.campaign_id, m.status,
      CASE WHEN m.status = 'delivered' THEN 'message_delivered' ELSE 'message_failed' END AS event
    FROM updated_new m
    WHERE m.contact_id IS NOT NULL AND m.status IN ('delivered', 'failed', 'expired', 'rejected')
  ) s
  JOIN updated_old o ON o.id = s.id
  WHERE o.status IS DISTINCT FROM s.status
    AND NOT (o.status IN ('failed', 'expired', 'rejected') AND s.event = 'message_failed')
    AND EXISTS (SELECT 1 FROM automation_armed a WHERE a.team_id = s.team_id AND a.event = s.event);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "automation_inbox_sms_messages_updated" AFTER UPDATE ON "sms_messages" REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION parley_automation_sms_messages_updated();--> statement-breakpoint

-- A call's outcome is known once its after-call steps are done (after_call_at set, once per call):
-- the outcome classified, or how it failed to connect (status no_answer, busy, failed). Calls name
-- no contact: it is the team's contact with the other party's number, else the one whose journey
-- waits for this very call.
CREATE FUNCTION parley_automation_calls_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM automation_armed WHERE event = 'call_outcome') THEN
    RETURN NULL;
  END IF;
  INSERT INTO automation_inbox (team_id, event, contact_id, ref_id, detail)
  SELECT c.team_id, 'call_outcome', c.contact_id, c.id, jsonb_build_object('outcome', c.outcome, 'status', c.status, 'agent_id', c.agent_id)
  FROM (
    SELECT nr.team_id, nr.id, nr.outcome, nr.status, nr.agent_id,
      coalesce(
        (SELECT k.id FROM contacts k WHERE k.team_id = nr.team_id AND k.phone = CASE WHEN nr.direction = 'inbound' THEN nr.from_number ELSE nr.to_number END),
        (SELECT j.contact_id FROM automation_journeys j WHERE j.team_id = nr.team_id AND j.status = 'waiting' AND j.waiting_for = 'call_outcome' AND j.waiting_ref = nr.id LIMIT 1)
      ) AS contact_id
    FROM updated_new nr JOIN updated_old o ON o.id = nr.id
    WHERE nr.after_call_at IS NOT NULL AND o.after_call_at IS NULL
      AND nr.team_id IN (SELECT team_id FROM automation_armed WHERE event = 'call_outcome')
  ) c
  WHERE c.contact_id IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "automation_inbox_calls_updated" AFTER UPDATE ON "calls" REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION parley_automation_calls_updated();
