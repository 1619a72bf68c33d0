'use client';

import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { apiFetch } from '@/lib/api-client';
import { CODE_MAX, DESCRIPTION_MAX, hodogramNodeSchema, NAME_MAX } from '@/lib/hodogram/schemas';
import type { HodogramNodeDto } from '@/lib/hodogram/types';
import { messages } from '@/lib/i18n/messages';
import { HODOGRAM_LABELS as L } from '@/lib/i18n/hodogram';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { LimitedTextInput, LimitedTextarea } from '@/components/form/LimitedText';

type Values = { name: string; code: string; description: string };

type Props = {
  /** Edit this node, or (null) create one under parentId (null: a root). */
  node: HodogramNodeDto | null;
  parentId: number | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
};

/** Name (required), code (at most 50) and description of a template node. */
export function HodogramNodeForm({ node, parentId, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: node?.name ?? '', code: node?.code ?? '', description: node?.description ?? '' },
    validate: formResolver(hodogramNodeSchema),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      const body = hodogramNodeSchema.parse(values);
      return node
        ? await apiFetch<HodogramNodeDto>(`/api/Hodogram/nodes/${node.id}`, { method: 'PUT', json: body })
        : await apiFetch<HodogramNodeDto>('/api/Hodogram/nodes', { method: 'POST', json: { ...body, parentId } });
    },
    savedMessage: messages.hodogramNodeSaved,
    onSaved: (saved) => onSaved(saved.id),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={NAME_MAX} {...form.getInputProps('name')} />
        <LimitedTextInput label={L.code} limit={CODE_MAX} {...form.getInputProps('code')} />
        <LimitedTextarea label={L.description} autosize minRows={3} maxRows={12} limit={DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
