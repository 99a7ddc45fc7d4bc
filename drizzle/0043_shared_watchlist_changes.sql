-- A shared watchlist's page is kept in each node's page cache (docs/scaling.md#cached-pages) until
-- what it shows changes: every change to a shared list, or to its items, announces the list's
-- share token on `shared_watchlist_changed` once its transaction commits, from whichever code made
-- it. A transaction touching many items of one list sends the token once (PostgreSQL folds
-- identical notifications of one transaction into one). Revoking a share, deleting the list or
-- restoring it announce the token the page was cached under.
CREATE FUNCTION announce_shared_watchlist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.share_token IS NOT NULL THEN
    PERFORM pg_notify('shared_watchlist_changed', OLD.share_token);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.share_token IS NOT NULL THEN
    PERFORM pg_notify('shared_watchlist_changed', NEW.share_token);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER watchlist_announce_shared
  AFTER UPDATE OR DELETE ON watchlist
  FOR EACH ROW EXECUTE FUNCTION announce_shared_watchlist();
--> statement-breakpoint
CREATE FUNCTION announce_shared_watchlist_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  token text;
BEGIN
  SELECT share_token INTO token FROM watchlist
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.watchlist_id ELSE NEW.watchlist_id END;
  IF token IS NOT NULL THEN
    PERFORM pg_notify('shared_watchlist_changed', token);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER watchlist_item_announce_shared
  AFTER INSERT OR UPDATE OR DELETE ON watchlist_item
  FOR EACH ROW EXECUTE FUNCTION announce_shared_watchlist_item();
