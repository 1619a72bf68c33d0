'use client';

/**
 * What the forms of a project's rows (employees, cooperators) share: a list read from the API
 * for the form's hints, the save (PUT the row or POST a new one), and the active period.
 */
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { DateField } from '@/components/form/DateField';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { apiFetch, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

/**
 * GETs `url` (none while null) and keeps the answer of the current url: `data` is null and
 * `loading` true until it arrives; a newer url aborts the older request.
 */
export function useApiData<T>(url: string | null): { data: T | null; loading: boolean } {
  const [result, setResult] = useState<{ url: string; data: T } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    apiFetch<T>(url, { signal: controller.signal })
      .then((data) => setResult({ url, data }))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') notifyError(err, messages.unknownError);
      });
    return () => controller.abort();
  }, [url]);
  const ready = !!url && result?.url === url;
  return { data: ready ? result.data : null, loading: !!url && !ready };
}

type RowValues = { activeFrom: string; activeTo: string };

/** Saves a project's row: PUT `{url}/{row.id}` when editing, else POST `url`; the body parsed by `schema`. */
export function useRowSubmit<V extends RowValues>(
  form: UseFormReturnType<V>,
  options: { url: string; row: { id: number } | null; schema: { parse: (values: V) => unknown }; savedMessage: string; onSaved: () => void },
) {
  const { url, row, schema, savedMessage, onSaved } = options;
  return useFormSubmit(form, {
    save: async (values) => {
      const body = schema.parse(values);
      if (row) await apiFetch(`${url}/${row.id}`, { method: 'PUT', json: body });
      else await apiFetch(url, { method: 'POST', json: body });
    },
    savedMessage,
    onSaved,
  });
}

/** "Aktivan od" and "Aktivan do", side by side. */
export function PeriodFields<V extends RowValues>({ form, labels }: { form: UseFormReturnType<V>; labels: { activeFrom: string; activeTo: string } }) {
  // The generic form cannot name its paths; these two exist on every row's values.
  const input = form.getInputProps as (path: keyof RowValues) => ReturnType<UseFormReturnType<RowValues>['getInputProps']>;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <DateField label={labels.activeFrom} {...input('activeFrom')} />
      <DateField label={labels.activeTo} {...input('activeTo')} />
    </SimpleGrid>
  );
}
