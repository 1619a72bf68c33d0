import type { DbOrTx } from '@/db/client';
import { formatNumber } from '@/lib/format';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';
import { listCoefficients } from '@/lib/lookups/queries';

/** Select options of the project forms, as { value, label } strings for Mantine. */
export type SelectOption = { value: string; label: string };

/** The project form: statuses (ProjectStatus codebook) and work-record coefficients. */
export async function projectFormOptions(db: DbOrTx) {
  const [statuses, coefficients] = await Promise.all([codebookSelectOptions(db, 'ProjectStatus'), listCoefficients(db)]);
  return {
    statuses,
    coefficients: coefficients.map((c) => ({ value: String(c.id), label: `${c.name} (${formatNumber(c.coefficient, 2)})` })),
  };
}

export const employeeRoleOptions = (db: DbOrTx): Promise<SelectOption[]> => codebookSelectOptions(db, 'EmployeeRole');
export const cooperatorTypeOptions = (db: DbOrTx): Promise<SelectOption[]> => codebookSelectOptions(db, 'CooperatorType');
