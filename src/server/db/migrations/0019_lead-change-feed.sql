-- Issue 27: the lead list's page cache (features/campaigns/lead-page-cache.ts) must forget a page
-- the moment any process changes a lead of its campaign. Statement triggers announce each changed
-- campaign on the `lead_changes` channel. NOTIFY is transactional (delivered at commit, once per
-- distinct payload, in commit order) and takes no row lock, so it adds no lock-order risk to the
-- dispatch's lead updates. A TRUNCATE announces '*': every campaign.
CREATE OR REPLACE FUNCTION "announce_lead_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('lead_changes', '*');
  ELSIF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT DISTINCT campaign_id FROM new_leads LOOP
      PERFORM pg_notify('lead_changes', changed::text);
    END LOOP;
  ELSIF TG_OP = 'UPDATE' THEN
    FOR changed IN SELECT campaign_id FROM new_leads UNION SELECT campaign_id FROM old_leads LOOP
      PERFORM pg_notify('lead_changes', changed::text);
    END LOOP;
  ELSE
    FOR changed IN SELECT DISTINCT campaign_id FROM old_leads LOOP
      PERFORM pg_notify('lead_changes', changed::text);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_announce_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION "announce_lead_changes"();--> statement-breakpoint
CREATE TRIGGER "leads_announce_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION "announce_lead_changes"();--> statement-breakpoint
CREATE TRIGGER "leads_announce_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_leads FOR EACH STATEMENT EXECUTE FUNCTION "announce_lead_changes"();--> statement-breakpoint
CREATE TRIGGER "leads_announce_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "announce_lead_changes"();
