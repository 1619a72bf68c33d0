import type { UseFormReturnType } from '@mantine/form';
import type { EmployeeFormValues } from './form-values';

export type EmployeeFormApi = UseFormReturnType<EmployeeFormValues>;
export type SelectOption = { value: string; label: string };

/** What every section component receives. */
export type SectionProps = { form: EmployeeFormApi };
