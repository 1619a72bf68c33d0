'use client';

import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { DateField } from '@/components/form/DateField';
import { RemoteSelect } from '@/components/form/RemoteSelect';
import { apiFetch, notifyError } from '@/lib/api-client';
import { isValidIsoDate } from '@/lib/i18n/zod';
import { describePeriod, overlappingRow, type PeriodRow } from '@/lib/projects/periods';
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

/** The project's current rows (GET /api/Projects/{id}/ProjectEmployees), for the overlap hint. */
function useProjectRows(projectId: number): PeriodRow[] {
  const [rows, setRows] = useState<PeriodRow[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ProjectEmployeeDto[]>(`/api/Projects/${projectId}/ProjectEmployees`, { signal: controller.signal })
      .then(setRows)
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') notifyError(err, messages.unknownError);
      });
    return () => controller.abort();
  }, [projectId]);
  return rows;
}

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
        <SimpleGrid cols={2} spacing="sm">
          <DateField label={L.activeFrom} {...form.getInputProps('activeFrom')} />
          <DateField label={L.activeTo} {...form.getInputProps('activeTo')} />
        </SimpleGrid>
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
