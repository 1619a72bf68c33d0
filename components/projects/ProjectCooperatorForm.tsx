'use client';

import { Checkbox, Loader, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { useMemo } from 'react';
import { RemoteSelect } from '@/components/form/RemoteSelect';
import { messages } from '@/lib/i18n/messages';
import { projectCooperatorSchema, type ProjectCooperatorDto } from '@/lib/projects/schemas';
import { PROJECT_COOPERATOR_LABELS as L } from '@/lib/i18n/projects';
import type { SelectOption } from './ProjectForm';
import { cooperatorOptions, cooperatorSearchUrl } from './remote-search';
import { FormActions } from '@/components/form/FormActions';
import { PeriodFields, useApiData, useRowSubmit } from './project-row-form';

type Values = {
  projectId: number;
  cooperatorId: string | null;
  cooperatorName: string | null;
  cooperatorTypeId: string | null;
  clientId: string | null;
  clientName: string | null;
  cooperatorContactId: string | null;
  hasBoq: boolean;
  activeFrom: string;
  activeTo: string;
};

type Props = {
  projectId: number;
  row: ProjectCooperatorDto | null;
  types: SelectOption[];
  onSaved: () => void;
  onCancel: () => void;
};

type Contact = { id: number; name: string; phone: string | null; email: string | null };

/** The chosen cooperator's contacts (GET /api/Cooperators/{id}/CooperatorContacts). */
function useContacts(cooperatorId: string | null) {
  const { data, loading } = useApiData<Contact[]>(cooperatorId ? `/api/Cooperators/${cooperatorId}/CooperatorContacts` : null);
  const options = useMemo<SelectOption[]>(
    () => (data ?? []).map((c) => ({ value: String(c.id), label: [c.name, c.phone, c.email].filter(Boolean).join(', ') })),
    [data],
  );
  return { options, loading };
}

/**
 * Adds a cooperator to the project or edits the row: cooperator and type (required), client,
 * a contact of the chosen cooperator (a new cooperator clears it), the BOQ flag, active period.
 */
export function ProjectCooperatorForm({ projectId, row, types, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      projectId,
      cooperatorId: row ? String(row.cooperatorId) : null,
      cooperatorName: row?.cooperatorName ?? null,
      cooperatorTypeId: row ? String(row.cooperatorTypeId) : null,
      clientId: row?.clientId ? String(row.clientId) : null,
      clientName: row?.clientName ?? null,
      cooperatorContactId: row?.cooperatorContactId ? String(row.cooperatorContactId) : null,
      hasBoq: row?.hasBoq ?? false,
      activeFrom: row?.activeFrom ?? '',
      activeTo: row?.activeTo ?? '',
    },
    validate: formResolver(projectCooperatorSchema),
  });
  const contacts = useContacts(form.values.cooperatorId);

  const { saving, submit } = useRowSubmit(form, {
    url: '/api/ProjectCooperators',
    row,
    schema: projectCooperatorSchema,
    savedMessage: messages.projectCooperatorSaved,
    onSaved,
  });

  const cooperatorChosen = !!form.values.cooperatorId;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RemoteSelect
          label={L.cooperator}
          withAsterisk
          // A searchable select opens on focus: only a new row starts there.
          data-autofocus={row ? undefined : true}
          placeholder={L.searchPlaceholder}
          value={form.values.cooperatorId}
          valueLabel={form.values.cooperatorName}
          onChange={(id, label) => {
            if (id === form.values.cooperatorId) return;
            // A contact belongs to its cooperator: a new cooperator clears it.
            form.setValues({ cooperatorId: id, cooperatorName: label, cooperatorContactId: null });
          }}
          searchUrl={cooperatorSearchUrl}
          toOptions={cooperatorOptions}
          error={form.errors.cooperatorId}
        />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Select
            label={L.cooperatorType}
            withAsterisk
            data={types}
            allowDeselect={false}
            nothingFoundMessage={messages.noOptions}
            {...form.getInputProps('cooperatorTypeId')}
          />
          <RemoteSelect
            label={L.client}
            clearable
            placeholder={L.searchPlaceholder}
            value={form.values.clientId}
            valueLabel={form.values.clientName}
            onChange={(id, label) => form.setValues({ clientId: id, clientName: label })}
            searchUrl={cooperatorSearchUrl}
            toOptions={cooperatorOptions}
            error={form.errors.clientId}
          />
        </SimpleGrid>
        <Select
          label={L.contact}
          clearable
          data={contacts.options}
          disabled={!cooperatorChosen}
          placeholder={cooperatorChosen ? undefined : L.chooseCooperatorFirst}
          nothingFoundMessage={L.noContacts}
          rightSection={contacts.loading ? <Loader size={14} /> : undefined}
          {...form.getInputProps('cooperatorContactId')}
        />
        <PeriodFields form={form} labels={L} />
        <Checkbox label={L.hasBoq} mt="xs" {...form.getInputProps('hasBoq', { type: 'checkbox' })} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
