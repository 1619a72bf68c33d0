'use client';

import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { DateField } from '@/components/form/DateField';
import { RemoteSelect } from '@/components/form/RemoteSelect';
import { apiFetch } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { projectEmployeeSchema, type ProjectEmployeeDto } from '@/lib/projects/schemas';
import { PROJECT_EMPLOYEE_LABELS as L } from '@/lib/i18n/projects';
import type { SelectOption } from './ProjectForm';
import { employeeOptions, employeeSearchUrl } from './remote-search';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';

type Values = {
  projectId: number;
  employeeId: string | null;
  employeeName: string | null;
  employeeRoleId: string | null;
  activeFrom: string;
  activeTo: string;
};

type Props = {
  projectId: number;
  row: ProjectEmployeeDto | null;
  roles: SelectOption[];
  onSaved: () => void;
  onCancel: () => void;
};

/** Adds an employee to the project or edits the row: employee (searched), role, active period. */
export function ProjectEmployeeForm({ projectId, row, roles, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      projectId,
      employeeId: row ? String(row.employeeId) : null,
      employeeName: row?.employeeName ?? null,
      employeeRoleId: row?.employeeRoleId ? String(row.employeeRoleId) : null,
      activeFrom: row?.activeFrom ?? '',
      activeTo: row?.activeTo ?? '',
    },
    validate: formResolver(projectEmployeeSchema),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      const body = projectEmployeeSchema.parse(values);
      if (row) await apiFetch(`/api/ProjectEmployees/${row.id}`, { method: 'PUT', json: body });
      else await apiFetch('/api/ProjectEmployees', { method: 'POST', json: body });
    },
    savedMessage: messages.projectEmployeeSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RemoteSelect
          label={L.employee}
          withAsterisk
          // A searchable select opens on focus: only a new row starts there.
          data-autofocus={row ? undefined : true}
          placeholder={L.searchPlaceholder}
          value={form.values.employeeId}
          valueLabel={form.values.employeeName}
          onChange={(id, label) => form.setValues({ employeeId: id, employeeName: label })}
          searchUrl={employeeSearchUrl}
          toOptions={employeeOptions}
          error={form.errors.employeeId}
        />
        <Select
          label={L.employeeRole}
          data={roles}
          clearable
          nothingFoundMessage={messages.noOptions}
          {...form.getInputProps('employeeRoleId')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <DateField label={L.activeFrom} {...form.getInputProps('activeFrom')} />
          <DateField label={L.activeTo} {...form.getInputProps('activeTo')} />
        </SimpleGrid>
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
