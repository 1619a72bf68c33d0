import 'server-only';
import type { DocumentFormOptions } from '@/components/documents/options';
import type { DbOrTx } from '@/db/client';
import { cooperatorOptions } from '@/lib/cooperators/queries';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';
import { listUnits } from '@/lib/lookups/queries';
import { projectOptions } from '@/lib/projects/queries';

/** What the document and item forms choose from (read once per page, passed down). */
export async function documentFormOptions(db: DbOrTx): Promise<DocumentFormOptions> {
  const [projects, suppliers, units, expenseTypes] = await Promise.all([
    projectOptions(db),
    cooperatorOptions(db),
    listUnits(db),
    codebookSelectOptions(db, 'ExpenseType'),
  ]);
  return {
    projects: projects.map((p) => ({ id: p.id, name: p.name, projectStatusId: p.projectStatusId })),
    suppliers: suppliers.map((c) => ({ value: String(c.id), label: c.name })),
    units: units.map((u) => ({ value: String(u.id), label: u.shortName || u.name })),
    expenseTypes,
  };
}
