'use client';

import { Divider, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { DateField } from '@/components/form/DateField';
import { PlaceFields, placeFormValues, type PlaceFormValues } from '@/components/lookups/PlaceFields';
import { formatQuantity } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { DEADLINE_EXTENSION_MAX, DEADLINE_EXTENSION_MIN, DEFAULT_DEADLINE_EXTENSION, ProjectStatus } from '@/lib/projects/constants';
import { projectSchema, type ProjectDto } from '@/lib/projects/schemas';
import { PROJECT_LABELS as L, PROJECT_TEXTS as T } from '@/lib/i18n/projects';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { confirmAction } from '@/components/confirm';
import { saveConfirmingCompletion } from './save-project';
import { saveRow } from '@/components/form/save-row';
import { LimitedTextInput, LimitedTextarea } from '@/components/form/LimitedText';

export type SelectOption = { value: string; label: string };
export type ProjectFormOptions = { statuses: SelectOption[]; coefficients: SelectOption[] };

type Values = {
  name: string;
  shortName: string;
  code: string;
  projectStatusId: string | null;
  startDate: string;
  endDate: string;
  address: string;
  longitude: string;
  latitude: string;
  bankGuarantees: string;
  paymentMethod: string;
  paymentTerms: string;
  description: string;
  defaultWorkRecordCoefficientId: string | null;
  workHourEntryDeadlineExtensionInDays: number | string;
} & PlaceFormValues;

type Props = {
  project: ProjectDto | null;
  options: ProjectFormOptions;
  /** SuperAdmin and Admin only (canEditDeadlineExtension); the server refuses others' changes. */
  canEditExtension: boolean;
  canAddCity: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
};

/** The confirmation as a promise: true on "Potvrdi", false on "Odustani" or closing. */
const confirmed = (text: string) =>
  new Promise<boolean>((resolve) => confirmAction({ text, onConfirm: () => resolve(true), onCancel: () => resolve(false), onClose: () => resolve(false) }));

/** Coordinates are shown with the decimal comma the office types. */
const comma = (value: string | null) => (value ? formatQuantity(value, 8) : '');

const initialValues = (p: ProjectDto | null): Values => ({
  name: p?.name ?? '',
  shortName: p?.shortName ?? '',
  code: p?.code ?? '',
  projectStatusId: String(p?.projectStatusId ?? ProjectStatus.Active),
  startDate: p?.startDate ?? '',
  endDate: p?.endDate ?? '',
  address: p?.address ?? '',
  ...placeFormValues(p),
  longitude: comma(p?.longitude ?? null),
  latitude: comma(p?.latitude ?? null),
  bankGuarantees: p?.bankGuarantees ?? '',
  paymentMethod: p?.paymentMethod ?? '',
  paymentTerms: p?.paymentTerms ?? '',
  description: p?.description ?? '',
  defaultWorkRecordCoefficientId: p?.defaultWorkRecordCoefficientId ? String(p.defaultWorkRecordCoefficientId) : null,
  workHourEntryDeadlineExtensionInDays: p?.workHourEntryDeadlineExtensionInDays ?? DEFAULT_DEADLINE_EXTENSION,
});

/** Create and edit form of a project: every field of the spec, the same zod rules as the API. */
export function ProjectForm({ project, options, canEditExtension, canAddCity, onSaved, onCancel }: Props) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(project), validate: formResolver(projectSchema) });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      const body = projectSchema.parse(values);
      // Completing a project with stock: ask, then save again with the consumption note confirmed.
      return await saveConfirmingCompletion(
        (confirmCompletion) => saveRow<{ id: number }>('/api/Projects', project?.id, confirmCompletion ? { ...body, confirmCompletion } : body),
        confirmed,
      );
    },
    savedMessage: messages.projectSaved,
    onSaved: (saved) => onSaved(saved.id),
  });

  const longText = (key: keyof Values, label: string) => (
    <LimitedTextarea label={label} autosize minRows={2} maxRows={6} limit={2000} {...form.getInputProps(key)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <LimitedTextInput label={L.shortName} limit={200} {...form.getInputProps('shortName')} />
          <LimitedTextInput label={L.code} limit={200} {...form.getInputProps('code')} />
          <Select
            label={L.projectStatus}
            withAsterisk
            data={options.statuses}
            allowDeselect={false}
            nothingFoundMessage={messages.noOptions}
            {...form.getInputProps('projectStatusId')}
          />
          <Select
            label={L.defaultWorkRecordCoefficient}
            data={options.coefficients}
            clearable
            nothingFoundMessage={messages.noOptions}
            {...form.getInputProps('defaultWorkRecordCoefficientId')}
          />
          <DateField label={L.startDate} {...form.getInputProps('startDate')} />
          <DateField label={L.endDate} {...form.getInputProps('endDate')} />
        </SimpleGrid>
        {longText('description', L.description)}

        <Divider label={T.sections.place} labelPosition="left" mt="xs" />
        <LimitedTextInput label={L.address} limit={200} {...form.getInputProps('address')} />
        <PlaceFields form={form} canAddCity={canAddCity} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <TextInput label={L.longitude} inputMode="decimal" placeholder="15,977983" {...form.getInputProps('longitude')} />
          <TextInput label={L.latitude} inputMode="decimal" placeholder="45,815399" {...form.getInputProps('latitude')} />
        </SimpleGrid>

        <Divider label={T.sections.terms} labelPosition="left" mt="xs" />
        {longText('paymentMethod', L.paymentMethod)}
        {longText('paymentTerms', L.paymentTerms)}
        {longText('bankGuarantees', L.bankGuarantees)}

        <Divider label={T.sections.workHours} labelPosition="left" mt="xs" />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={L.workHourEntryDeadlineExtensionInDays}
            description={canEditExtension ? undefined : T.extensionOnlyAdmins}
            disabled={!canEditExtension}
            min={DEADLINE_EXTENSION_MIN}
            max={DEADLINE_EXTENSION_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('workHourEntryDeadlineExtensionInDays')}
          />
        </SimpleGrid>

        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
