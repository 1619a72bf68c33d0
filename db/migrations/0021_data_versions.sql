CREATE TABLE "data_versions" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"v" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- data_versions (db/schema/data-versions.ts, issue 15): 64 shards whose sum is the data's version.
INSERT INTO "data_versions" ("shard", "v") SELECT g, 0 FROM generate_series(0, 63) AS g;
--> statement-breakpoint
-- Bumps the data's version once per writing transaction (a transaction-local setting remembers
-- it; a rolled-back savepoint forgets both). The shard is one no other open transaction holds
-- (SKIP LOCKED): a writer never waits here, so the bump adds no lock wait and no deadlock. Only
-- with all 64 held at once does it wait for one.
CREATE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped smallint;
BEGIN
  IF current_setting('gradiliste.data_version_bumped', true) = '1' THEN
    RETURN NULL;
  END IF;
  UPDATE data_versions SET v = v + 1
   WHERE shard = (SELECT shard FROM data_versions ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING shard INTO bumped;
  IF bumped IS NULL THEN
    UPDATE data_versions SET v = v + 1 WHERE shard = floor(random() * 64)::smallint;
  END IF;
  PERFORM set_config('gradiliste.data_version_bumped', '1', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table of the app but these three: data_versions itself, list_tallies (written only by
-- the triggers of the tables it counts, in their transactions) and audit_log (an export writes
-- its audit row and changes no data). A table added later gets its trigger in its own
-- migration (tests/db/data-version.test.ts fails until it has one).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('data_versions', 'list_tallies', 'audit_log', '__drizzle_migrations')
  LOOP
    EXECUTE format('CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()', t);
  END LOOP;
END $$;
