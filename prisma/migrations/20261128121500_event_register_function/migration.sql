-- A registration for an event in one statement (lib/events/register.ts, docs/decisions/024): the event's row lock,
-- the repeat check, the places counted, the registration seated or waitlisted at the next position, its mail's
-- outbox row (no words yet: the worker writes the mail when it sends it) with its job, and the event's pages
-- published when this took the last seat or the waitlist's last place. Called outside any transaction, the lock
-- is held for this function's run and its commit only, never for a round trip to the app.
-- Each statement of a PL/pgSQL function takes its own snapshot (READ COMMITTED), so the counts taken after the lock
-- include every registration committed by those who held it before.
-- The rules mirror registrationState (lib/events/registration-state.ts), tests/integration/event-register-function.test.ts
-- holds the two to the same answers. Outcomes: unknown, cancelled, already_registered, closed, not_yet, full,
-- registered, waitlisted, draw_again (the ticket code was drawn before: one in 10^11).
-- Written as an E'' string with \073 for each semicolon, not in dollar quotes: Prisma's PostgreSQL adapter runs a
-- migration by splitting it at every semicolon (@prisma/adapter-pg executeScript), dollar quotes or not.
CREATE FUNCTION event_register(
  p_slug text, p_name text, p_email text, p_mobile text, p_organisation text, p_language text, p_ticket_code text,
  p_now timestamptz, p_waitlist_max int, p_mail_keys text[], p_mail_topic text, p_mail_task text, p_mail_attempts int,
  p_pages text[], p_pages_channel text
) RETURNS TABLE (outcome text, registration_id int, place int)
LANGUAGE plpgsql AS E'
DECLARE
  e events%ROWTYPE\073
  repeat_id int\073
  n_registered int\073
  n_waitlisted int\073
  last_position int\073
  chosen "EventRegistrationStatus"\073
  new_id int\073
  mail_id int\073
BEGIN
  SELECT * INTO e FROM events WHERE slug = p_slug FOR UPDATE\073
  IF NOT FOUND OR e.status = ''draft'' THEN RETURN QUERY SELECT ''unknown'', NULL::int, NULL::int\073 RETURN\073 END IF\073
  -- A cancelled event refuses everyone, a repeat too: a re-sent ticket would tell a registered person to come.
  IF e.status = ''cancelled'' THEN RETURN QUERY SELECT ''cancelled'', NULL::int, NULL::int\073 RETURN\073 END IF\073
  SELECT id INTO repeat_id FROM event_registrations
  WHERE event_id = e.id AND status <> ''cancelled'' AND (email = p_email OR mobile = p_mobile) LIMIT 1\073
  IF FOUND THEN RETURN QUERY SELECT ''already_registered'', repeat_id, NULL::int\073 RETURN\073 END IF\073
  IF p_now >= coalesce(e.registration_closes_at, e.starts_at) OR p_now >= e.starts_at THEN
    RETURN QUERY SELECT ''closed'', NULL::int, NULL::int\073 RETURN\073
  END IF\073
  IF e.registration_opens_at IS NOT NULL AND p_now < e.registration_opens_at THEN
    RETURN QUERY SELECT ''not_yet'', NULL::int, NULL::int\073 RETURN\073
  END IF\073
  SELECT count(*) FILTER (WHERE status = ''registered''), count(*) FILTER (WHERE status = ''waitlisted''),
         coalesce(max(waitlist_position) FILTER (WHERE status = ''waitlisted''), 0)
  INTO n_registered, n_waitlisted, last_position FROM event_registrations WHERE event_id = e.id\073
  IF e.capacity IS NULL OR n_registered < e.capacity THEN chosen := ''registered''\073
  ELSIF n_waitlisted < p_waitlist_max THEN chosen := ''waitlisted''\073
  ELSE RETURN QUERY SELECT ''full'', NULL::int, NULL::int\073 RETURN\073
  END IF\073
  INSERT INTO event_registrations (event_id, name, email, mobile, organisation, language, status, waitlist_position, ticket_code, consent_at, created_at)
  VALUES (e.id, p_name, p_email, p_mobile, p_organisation, p_language, chosen,
          CASE WHEN chosen = ''waitlisted'' THEN last_position + 1 END, p_ticket_code, p_now, p_now)
  ON CONFLICT (ticket_code) DO NOTHING
  RETURNING id INTO new_id\073
  IF new_id IS NULL THEN RETURN QUERY SELECT ''draw_again'', NULL::int, NULL::int\073 RETURN\073 END IF\073
  -- The mail (lib/mail/outbox.ts queueMail, without words: lib/events/registration-mail-writer.ts writes them).
  INSERT INTO mail_outbox (dedupe_key, topic, to_address, subject)
  VALUES (CASE WHEN chosen = ''registered'' THEN p_mail_keys[1] ELSE p_mail_keys[2] END || new_id, p_mail_topic, p_email, '''')
  RETURNING id INTO mail_id\073
  PERFORM graphile_worker.add_job(p_mail_task, json_build_object(''outboxId'', mail_id), job_key := ''mail:'' || mail_id, max_attempts := p_mail_attempts)\073
  -- The list''s label changes ("Register" → "Join the waitlist" → "Full"): lib/publishing/publish.ts publishPaths.
  IF (chosen = ''registered'' AND n_registered + 1 = e.capacity) OR (chosen = ''waitlisted'' AND n_waitlisted + 1 = p_waitlist_max) THEN
    INSERT INTO publications (path, published_at) SELECT unnest(p_pages), now()
    ON CONFLICT (path) DO UPDATE SET version = nextval(pg_get_serial_sequence(''publications'', ''version'')), published_at = now()\073
    PERFORM pg_notify(p_pages_channel, '''')\073
  END IF\073
  RETURN QUERY SELECT chosen::text, new_id, CASE WHEN chosen = ''waitlisted'' THEN n_waitlisted + 1 END\073
END
'
