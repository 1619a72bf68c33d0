'use client';

import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { employeeSchema, type EmployeeDto } from '@/lib/employees/schemas';
import { messages } from '@/lib/i18n/messages';
import { AddressSection } from './AddressSection';
import { EmploymentSection } from './EmploymentSection';
import { IdentitySection } from './IdentitySection';
import { MedicalSection } from './MedicalSection';
import { PermitSection } from './PermitSection';
import { SafetySection } from './SafetySection';
import { SizesSection } from './SizesSection';
import { ToxicologySection } from './ToxicologySection';
import { toFormValues, type EmployeeFormValues } from './form-values';
import type { SelectOption } from './types';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { saveRow } from '@/components/form/save-row';

export type EmployeeFormOptions = {
  genders: SelectOption[];
  roles: SelectOption[];
  companies: SelectOption[];
  agencies: SelectOption[];
};

type Props = {
  employee: EmployeeDto | null;
  options: EmployeeFormOptions;
  /** Starting values of a new employee (e.g. activeFrom today). */
  defaults?: Partial<EmployeeFormValues>;
  canAddCity: boolean;
  onSaved: (saved: EmployeeDto) => void;
  onCancel: () => void;
};

/**
 * The employee form, create and edit: every field of the spec in sections, validated by the
 * same employeeSchema as the API; the server's field errors (OIB taken, city not in its
 * country, ...) land under their fields. Enter in any text field submits.
 */
export function EmployeeForm({ employee, options, defaults, canAddCity, onSaved, onCancel }: Props) {
  const form = useForm<EmployeeFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(employee, defaults),
    validate: formResolver(employeeSchema),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      return await saveRow<EmployeeDto>('/api/Employees', employee?.id, values);
    },
    savedMessage: messages.employeeSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <IdentitySection form={form} genders={options.genders} />
        <AddressSection form={form} canAddCity={canAddCity} />
        <EmploymentSection form={form} roles={options.roles} companies={options.companies} agencies={options.agencies} />
        <SafetySection form={form} />
        <MedicalSection form={form} />
        <ToxicologySection form={form} />
        <SizesSection form={form} />
        <PermitSection form={form} />
      </Stack>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
