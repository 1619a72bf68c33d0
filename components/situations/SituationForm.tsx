'use client';

/**
 * Adds or edits a situation (issue 11, "Situations tab"): name (at most 200, a counter near the
 * limit), the period with the project's DateField (typed 1.2.2026.), description. The rule
 * "Datum do ne smije biti prije datuma od" shows under Datum do as soon as both are dates (the
 * shared schema; the server says the same). Saving answers the success notice of situationMessages.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '@/components/form/DateField';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextarea, LimitedTextInput } from '@/components/form/LimitedText';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { apiFetch } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { SITUATION_TEXTS as T } from '@/lib/i18n/situations';
import { formResolver } from '@/lib/validation/form-resolver';
import { projectSituationSchema, SITUATION_DESCRIPTION_MAX, SITUATION_NAME_MAX, type ProjectSituationDto } from '@/lib/situations/schemas';

type Values = { projectId: number; name: string; activeFrom: string; activeTo: string; description: string };

type Props = {
  projectId: number;
  situation: ProjectSituationDto | null;
  onSaved: (saved: ProjectSituationDto) => void;
  onCancel: () => void;
};

export function SituationForm({ projectId, situation, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      projectId,
      name: situation?.name ?? '',
      activeFrom: situation?.activeFrom ?? '',
      activeTo: situation?.activeTo ?? '',
      description: situation?.description ?? '',
    },
    validate: formResolver(projectSituationSchema),
    // The period rule is shown as soon as the second date is entered.
    validateInputOnBlur: true,
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      const body = projectSituationSchema.parse(values);
      return situation
        ? apiFetch<ProjectSituationDto>(`/api/ProjectSituations/${situation.id}`, { method: 'PUT', json: body })
        : apiFetch<ProjectSituationDto>('/api/ProjectSituations', { method: 'POST', json: body });
    },
    savedMessage: messages.situationSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="situation-form">
      <Stack gap="sm">
        <LimitedTextInput label={T.name} withAsterisk data-autofocus limit={SITUATION_NAME_MAX} {...form.getInputProps('name')} />
        <SimpleGrid cols={2} spacing="sm">
          <DateField label={T.activeFrom} withAsterisk {...form.getInputProps('activeFrom')} />
          <DateField label={T.activeTo} withAsterisk {...form.getInputProps('activeTo')} />
        </SimpleGrid>
        <LimitedTextarea label={T.description} autosize minRows={2} maxRows={8} limit={SITUATION_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
