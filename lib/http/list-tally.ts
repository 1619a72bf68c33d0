/**
 * The lists whose rows the database tallies per key (db/schema/list-tallies.ts, migration 0017):
 * a list names its tally in `defineList(..., { tally })` (lib/http/list-query.ts).
 */
export type TallyList = 'documents' | 'document_items' | 'warehouse_items' | 'project_cooperator_items';
