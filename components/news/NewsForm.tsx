'use client';

import { Alert, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { messages } from '@/lib/i18n/messages';
import { newsCreateSchema, newsUpdateSchema, type NewsDto } from '@/lib/news/schemas';
import { NewsEditor } from './NewsEditor';
import { DateTimeField } from '@/components/form/DateTimeField';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { saveRow } from '@/components/form/save-row';
import { LimitedTextInput } from '@/components/form/LimitedText';

const L = messages.newsLabels;

type Values = { title: string; author: string; date: string; text: string; isFeatured: boolean; isArchived: boolean };

type Props = {
  mode: 'create' | 'edit';
  /** The article being edited, or the one being copied on create. */
  news?: NewsDto | null;
  /** The signed-in user's full name: the author of a new article unless changed. */
  defaultAuthor: string;
  /** A copy was asked for but the article does not exist. */
  copyMissing?: boolean;
  onSaved: () => void;
  onCancel: () => void;
};

/** Now, to the minute (the picker shows no seconds). */
function nowIso(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return d.toISOString();
}

function initialValues(mode: Props['mode'], news: NewsDto | null | undefined, defaultAuthor: string): Values {
  if (!news) return { title: '', author: defaultAuthor, date: nowIso(), text: '', isFeatured: false, isArchived: false };
  // A copy is a new article: published now, never archived.
  const copy = mode === 'create';
  return {
    title: news.title,
    author: news.author ?? '',
    date: copy ? nowIso() : news.date,
    text: news.text,
    isFeatured: news.isFeatured,
    isArchived: copy ? false : news.isArchived,
  };
}

/** The /news-admin drawer form: the API's zod rules, isArchived only in edit mode. */
export function NewsForm({ mode, news, defaultAuthor, copyMissing, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(mode, news, defaultAuthor),
    validate: formResolver(mode === 'create' ? newsCreateSchema : newsUpdateSchema),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async ({ isArchived, ...values }) => {
      await saveRow('/api/News', mode === 'create' ? null : news!.id, mode === 'create' ? values : { ...values, isArchived });
    },
    savedMessage: messages.newsSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {copyMissing && (
          <Alert color="yellow" variant="light">
            {messages.noNewsSelected}
          </Alert>
        )}
        <LimitedTextInput label={L.title} withAsterisk data-autofocus limit={200} {...form.getInputProps('title')} />
        <Group grow align="flex-start">
          <LimitedTextInput label={L.author} limit={200} {...form.getInputProps('author')} />
          <DateTimeField label={L.date} withAsterisk {...form.getInputProps('date')} />
        </Group>
        <Group gap="xl">
          <Checkbox label={L.isFeatured} {...form.getInputProps('isFeatured', { type: 'checkbox' })} />
          {mode === 'edit' && <Checkbox label={L.isArchived} {...form.getInputProps('isArchived', { type: 'checkbox' })} />}
        </Group>
        <NewsEditor
          label={L.text}
          initialValue={form.values.text}
          onChange={(html) => form.setFieldValue('text', html)}
          error={form.errors.text}
        />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
