/**
 * The project items overview (issue 11; spec part 1 section 3 "Project cooperator report line",
 * section 7 GET /api/ProjectCooperatorItems/search and POST /api/ProjectCooperatorItems/ExportXLSX):
 * every cost-list line of every project, contractors' and subcontractors' alike (the client
 * column tells them apart), one row per line. No SQL here: the browser's table imports it.
 *
 * Filters (docs/lists.md): all are texts as the spec's Filter.X names. Ordinal, item, unit,
 * cooperator, client, project and project code "contain" the text (any case); quantity, unit
 * price and total are equal to the number typed (1.092,50 or 1092.50), or contain the text when
 * it is not a number; year is the year of the project's start date.
 */
import type { ListQueryOptions } from '@/lib/http/list-params';

export const ITEMS_OVERVIEW_COLUMNS = [
  'ordinal',
  'projectItem',
  'unit',
  'quantity',
  'unitPrice',
  'totalPrice',
  'cooperator',
  'client',
  'project',
  'projectCode',
  'year',
] as const;

export type ItemsOverviewColumn = (typeof ITEMS_OVERVIEW_COLUMNS)[number];

export const ITEMS_OVERVIEW_LIST = {
  sortable: ITEMS_OVERVIEW_COLUMNS,
  defaultSortBy: 'project',
  filters: {
    ordinal: 'text',
    projectItem: 'text',
    unit: 'text',
    quantity: 'text',
    unitPrice: 'text',
    totalPrice: 'text',
    cooperator: 'text',
    client: 'text',
    project: 'text',
    projectCode: 'text',
    year: 'text',
  },
} as const satisfies ListQueryOptions;

/** The spec's Project cooperator report line, with the ids a screen links by. */
export type ItemsOverviewRow = {
  id: number;
  projectId: number;
  projectCooperatorId: number;
  projectItemId: number;
  /** Dotted, as the bill of quantities shows it (1.2.3). */
  ordinal: string;
  projectItem: string;
  unit: string | null;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  cooperator: string;
  client: string | null;
  project: string;
  projectCode: string | null;
  year: number | null;
};

/** The export's path: the table's query string (filters and sort) goes with it as it is. */
export const ITEMS_OVERVIEW_EXPORT_PATH = '/api/ProjectCooperatorItems/ExportXLSX';
