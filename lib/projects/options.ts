import type { DbOrTx } from '@/db/client';
import { codebookOptions } from '@/lib/lookups/codebooks';
import { listCoefficients } from '@/lib/lookups/queries';

/** Select options of the project forms, as { value, label } strings for Mantine. */
export type SelectOption = { value: string; label: string };

const toOptions = (rows: { value: number; label: string }[]): SelectOption[] =>
  rows.map((r) => ({ value: String(r.value), label: r.label }));

/** The project form: statuses (ProjectStatus codebook) and work-record coefficients. */
export async function projectFormOptions(db: DbOrTx) {
  const [statuses, coefficients] = await Promise.all([codebookOptions(db, 'ProjectStatus'), listCoefficients(db)]);
  return {
    statuses: toOptions(statuses),
    coefficients: coefficients.map((c) => ({ value: String(c.id), label: `${c.name} (${c.coefficient.replace('.', ',')})` })),
  };
}

export const employeeRoleOptions = async (db: DbOrTx) => toOptions(await codebookOptions(db, 'EmployeeRole'));
export const cooperatorTypeOptions = async (db: DbOrTx) => toOptions(await codebookOptions(db, 'CooperatorType'));
