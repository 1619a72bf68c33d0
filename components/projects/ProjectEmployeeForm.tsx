'use client';

import { Select, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { RemoteSelect } from '@/components/form/RemoteSelect';
import { isValidIsoDate } from '@/lib/i18n/zod';
import { describePeriod, overlappingRow, type PeriodRow } from '@/lib/projects/periods';
import { messages } from '@/lib/i18n/messages';
import { projectEmployeeSchema, type ProjectEmployeeDto } from '@/lib/projects/schemas';
import { PROJECT_EMPLOYEE_LABELS as L } from '@/lib/i18n/projects';
import type { SelectOption } from './ProjectForm';
import { employeeOptions, employeeSearchUrl } from './remote-search';
import { FormActions } from '@/components/form/FormActions';
import { PeriodFields, useApiData, useRowSubmit } from './project-row-form';

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

/** The project's current rows (GET /api/Projects/{id}/ProjectEmployees), for the overlap hint. */
function useProjectRows(projectId: number): PeriodRow[] {
  return useApiData<ProjectEmployeeDto[]>(`/api/Projects/${projectId}/ProjectEmployees`).data ?? NO_ROWS;
}

const NO_ROWS: PeriodRow[] = [];
const dateOrNull = (v: string) => (isValidIsoDate(v) ? v : null);

/**
 * Adds an employee to the project or edits the row: employee (searched), role, active period.
 * An employee already on the project in a period that overlaps the one entered is offered
 * disabled, with that period; the server refuses such a row too (409).
 */
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

  const rows = useProjectRows(projectId);
  const activeFrom = dateOrNull(form.values.activeFrom);
  const activeTo = dateOrNull(form.values.activeTo);
  const rowId = row?.id ?? null;
  const unavailable = useCallback(
    (value: string) => {
      const clash = overlappingRow(rows, Number(value), { activeFrom, activeTo }, rowId);
      return clash ? messages.employeeOnProjectInPeriod(describePeriod(clash)) : null;
    },
    [rows, activeFrom, activeTo, rowId],
  );
  // The chosen employee, once the period is changed to clash, says so at once.
  const chosenClash = form.values.employeeId ? overlappingRow(rows, Number(form.values.employeeId), { activeFrom, activeTo }, rowId) : null;

  const { saving, submit } = useRowSubmit(form, {
    url: '/api/ProjectEmployees',
    row,
    schema: projectEmployeeSchema,
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
          unavailable={unavailable}
          error={form.errors.employeeId ?? (chosenClash ? messages.employeeAlreadyOnProject(describePeriod(chosenClash)) : undefined)}
        />
        <Select
          label={L.employeeRole}
          data={roles}
          clearable
          nothingFoundMessage={messages.noOptions}
          {...form.getInputProps('employeeRoleId')}
        />
        <PeriodFields form={form} labels={L} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
