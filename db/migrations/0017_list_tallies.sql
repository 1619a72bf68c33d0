CREATE TABLE "list_tallies" (
	"list" text NOT NULL,
	"k1" integer NOT NULL,
	"k2" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_tallies_list_k1_k2_pk" PRIMARY KEY("list","k1","k2")
);
--> statement-breakpoint
-- list_tallies (db/schema/list-tallies.ts, issue 15): the rows of a large list per key, kept by
-- statement triggers in the writing transaction. TG_ARGV: the list's name, then the SQL of its
-- two keys over a row. One statement adds +1 per new row and -1 per old row grouped by key
-- (an update that moves no row between keys writes nothing, so takes no lock); the keys are
-- written in order, so two writers lock the tallies they share in the same order.
CREATE FUNCTION list_tallies_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := format('%s AS k1, %s AS k2', TG_ARGV[1], TG_ARGV[2]);
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_tallies WHERE list = TG_ARGV[0];
    RETURN NULL;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS d FROM new_rows', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS d FROM old_rows', keys)
    ELSE format('SELECT %s, 1 AS d FROM new_rows UNION ALL SELECT %s, -1 AS d FROM old_rows', keys, keys)
  END;
  EXECUTE format(
    'INSERT INTO list_tallies AS t (list, k1, k2, n)
     SELECT %L, k1, k2, sum(d) FROM (%s) AS changes GROUP BY k1, k2 HAVING sum(d) <> 0 ORDER BY k1, k2
     ON CONFLICT (list, k1, k2) DO UPDATE SET n = t.n + excluded.n',
    TG_ARGV[0], changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_tally_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('documents', 'document_type_id', 'document_status_id');--> statement-breakpoint
CREATE TRIGGER documents_tally_update AFTER UPDATE ON documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('documents', 'document_type_id', 'document_status_id');--> statement-breakpoint
CREATE TRIGGER documents_tally_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('documents', 'document_type_id', 'document_status_id');--> statement-breakpoint
CREATE TRIGGER documents_tally_truncate AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('documents');--> statement-breakpoint
CREATE TRIGGER document_items_tally_insert AFTER INSERT ON document_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('document_items', 'document_type_id', 'document_status_id');--> statement-breakpoint
CREATE TRIGGER document_items_tally_update AFTER UPDATE ON document_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('document_items', 'document_type_id', 'document_status_id');--> statement-breakpoint
CREATE TRIGGER document_items_tally_delete AFTER DELETE ON document_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('document_items', 'document_type_id', 'document_status_id');--> statement-breakpoint
CREATE TRIGGER document_items_tally_truncate AFTER TRUNCATE ON document_items
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('document_items');--> statement-breakpoint
CREATE TRIGGER warehouse_items_tally_insert AFTER INSERT ON warehouse_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('warehouse_items', 'warehouse_id', '0');--> statement-breakpoint
CREATE TRIGGER warehouse_items_tally_update AFTER UPDATE ON warehouse_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('warehouse_items', 'warehouse_id', '0');--> statement-breakpoint
CREATE TRIGGER warehouse_items_tally_delete AFTER DELETE ON warehouse_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('warehouse_items', 'warehouse_id', '0');--> statement-breakpoint
CREATE TRIGGER warehouse_items_tally_truncate AFTER TRUNCATE ON warehouse_items
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('warehouse_items');--> statement-breakpoint
CREATE TRIGGER project_cooperator_items_tally_insert AFTER INSERT ON project_cooperator_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('project_cooperator_items', 'project_id', '0');--> statement-breakpoint
CREATE TRIGGER project_cooperator_items_tally_update AFTER UPDATE ON project_cooperator_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('project_cooperator_items', 'project_id', '0');--> statement-breakpoint
CREATE TRIGGER project_cooperator_items_tally_delete AFTER DELETE ON project_cooperator_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('project_cooperator_items', 'project_id', '0');--> statement-breakpoint
CREATE TRIGGER project_cooperator_items_tally_truncate AFTER TRUNCATE ON project_cooperator_items
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_count('project_cooperator_items');--> statement-breakpoint
-- The rows already there.
INSERT INTO list_tallies (list, k1, k2, n)
  SELECT 'documents', document_type_id, document_status_id, count(*) FROM documents GROUP BY 2, 3
  UNION ALL SELECT 'document_items', document_type_id, document_status_id, count(*) FROM document_items GROUP BY 2, 3
  UNION ALL SELECT 'warehouse_items', warehouse_id, 0, count(*) FROM warehouse_items GROUP BY 2
  UNION ALL SELECT 'project_cooperator_items', project_id, 0, count(*) FROM project_cooperator_items GROUP BY 2;
