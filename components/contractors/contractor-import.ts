/**
 * The contractor cost-list import as a kind of the import drawer's form (components/project-items/
 * import-kind.ts): quantity and unit price (both required) from I2:J100000 by default (the items
 * export's A:H and the two columns next to it; the spec's "I:J"), checked with the API's schema.
 * Client-safe.
 */
import type { ImportKind } from '@/components/project-items/import-kind';
import { mappingAt } from '@/components/project-items/import-kind';
import {
  contractorImportOptionsSchema,
  DEFAULT_CONTRACTOR_IMPORT_RANGE,
  DEFAULT_CONTRACTOR_LABEL_ORDER_TEXT,
  REQUIRED_CONTRACTOR_IMPORT_LABELS,
} from '@/lib/situations/import-options';
import type { LabelOrder } from '@/lib/project-items/import-options';

const DEFAULT_ORDER = DEFAULT_CONTRACTOR_LABEL_ORDER_TEXT.split(',') as LabelOrder;

export function contractorImportKind(contractorId: number): ImportKind {
  return {
    labels: REQUIRED_CONTRACTOR_IMPORT_LABELS,
    required: REQUIRED_CONTRACTOR_IMPORT_LABELS,
    defaultRange: DEFAULT_CONTRACTOR_IMPORT_RANGE,
    defaultMapping: mappingAt(DEFAULT_ORDER, DEFAULT_CONTRACTOR_IMPORT_RANGE),
    checkOptions: (options) => contractorImportOptionsSchema.safeParse({ ...options, contractorId }),
  };
}

/** POST /api/Projects/{id}/ImportProjectContractorItems with the form's query and the contractor. */
export function contractorImportUrl(projectId: number, contractorId: number, query: URLSearchParams): string {
  const params = new URLSearchParams(query);
  params.set('contractorId', String(contractorId));
  return `/api/Projects/${projectId}/ImportProjectContractorItems?${params}`;
}
