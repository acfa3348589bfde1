ALTER TABLE "campaigns" ADD COLUMN "lead_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- campaigns.lead_count follows every insert, delete and move of leads, whoever writes them (the
-- import's COPY batches, a lead added or deleted in the admin, an operator's SQL), in the writing
-- transaction: a rolled-back write leaves it as it was. Statement triggers see each statement's
-- rows at once, so a COPY of 100,000 leads is one update, not 100,000.
CREATE FUNCTION leads_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaigns c SET lead_count = c.lead_count + a.n
  FROM (SELECT campaign_id, count(*)::int AS n FROM added GROUP BY campaign_id) a
  WHERE c.id = a.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION leads_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaigns c SET lead_count = c.lead_count - r.n
  FROM (SELECT campaign_id, count(*)::int AS n FROM removed GROUP BY campaign_id) r
  WHERE c.id = r.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION leads_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaigns SET lead_count = lead_count - 1 WHERE id = OLD.campaign_id;
  UPDATE campaigns SET lead_count = lead_count + 1 WHERE id = NEW.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION leads_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaigns SET lead_count = 0 WHERE lead_count <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_count_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_added();
--> statement-breakpoint
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_removed();
--> statement-breakpoint
-- Row-level, and only when campaign_id is set to another campaign: the dispatcher's many status
-- updates never fire it.
CREATE TRIGGER leads_count_move AFTER UPDATE OF campaign_id ON leads
  FOR EACH ROW WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id) EXECUTE FUNCTION leads_count_moved();
--> statement-breakpoint
CREATE TRIGGER leads_count_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_truncated();
--> statement-breakpoint
UPDATE campaigns c SET lead_count = (SELECT count(*)::int FROM leads l WHERE l.campaign_id = c.id);
