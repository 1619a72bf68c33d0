'use client';

import { FileInput, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { TransferProgress } from '@/components/files/TransferProgress';
import { uploadWithProgress } from '@/components/files/upload';
import { useTransfer } from '@/components/files/use-transfer';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextarea } from '@/components/form/LimitedText';
import { ApiError, apiFetch, notifyError, notifySaved } from '@/lib/api-client';
import { ACCEPTED_EXTENSIONS, ACCEPTED_EXTENSIONS_LABEL } from '@/lib/files/file-types';
import { messages } from '@/lib/i18n/messages';
import { VERIFICATION_LABELS as L, VERIFICATION_TEXTS as T } from '@/lib/i18n/warehouses';
import { formResolver } from '@/lib/validation/form-resolver';
import {
  REMARK_MAX,
  VerificationStatus,
  verificationEditFormSchema,
  verificationFormSchema,
  type VerificationDto,
} from '@/lib/verifications/schemas';

export type Option = { value: string; label: string };

type Values = { file: File | null; projectId: number | null; documentId: number | null; verificationStatusId: number | null; remark: string };
const FORM_FIELDS: Record<string, keyof Values> = {
  File: 'file',
  ProjectId: 'projectId',
  DocumentId: 'documentId',
  VerificationStatusId: 'verificationStatusId',
  Remark: 'remark',
};

type Props = {
  /** Edit mode with the stored verification; create without. */
  verification?: VerificationDto | null;
  projects: Option[];
  statuses: Option[];
  /** A received note's tab: the document (and so its project) is given and fixed. */
  fixed?: { projectId: number; documentId: number } | null;
  onSaved: (saved: VerificationDto) => void;
  onCancel: () => void;
};

/** The project's purchase received notes for the document choice (§5: it needs a project). */
function useReceivedNotes(projectId: number | null) {
  const [notes, setNotes] = useState<Option[]>([]);
  useEffect(() => {
    if (!projectId) return;
    let cancelled = false;
    apiFetch<Option[]>(`/api/Verifications/ReceivedNotes?projectId=${projectId}`)
      .then((rows) => !cancelled && setNotes(rows))
      .catch(() => !cancelled && setNotes([]));
    return () => {
      cancelled = true;
    };
  }, [projectId]);
  return projectId ? notes : [];
}

/**
 * Create and edit of a verification (multipart, with upload progress). Rules of §5: a file on
 * create; project and status required; the project is locked in edit mode and when a document is
 * chosen; the document lists the project's purchase received notes.
 */
export function VerificationForm({ verification, projects, statuses, fixed, onSaved, onCancel }: Props) {
  const editing = !!verification;
  const transfer = useTransfer();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      file: null,
      projectId: verification?.projectId ?? fixed?.projectId ?? null,
      documentId: verification?.documentId ?? fixed?.documentId ?? null,
      verificationStatusId: verification?.verificationStatusId ?? VerificationStatus.Unverified,
      remark: verification?.remark ?? '',
    },
    validate: formResolver(editing ? verificationEditFormSchema : verificationFormSchema),
  });
  const notes = useReceivedNotes(form.values.projectId);
  const projectLocked = editing || form.values.documentId != null || !!fixed;
  // The stored project may be one no longer offered (inactive): keep it selectable.
  const projectData =
    verification && !projects.some((p) => p.value === String(verification.projectId))
      ? [{ value: String(verification.projectId), label: verification.project }, ...projects]
      : projects;
  const noteData =
    verification?.documentId && !notes.some((n) => n.value === String(verification.documentId))
      ? [{ value: String(verification.documentId), label: verification.documentCode ?? '' }, ...notes]
      : notes;

  const submit = form.onSubmit(async (values) => {
    const body = new FormData();
    if (values.file) body.append('File', values.file);
    if (verification) body.append('Id', String(verification.id));
    body.append('ProjectId', String(values.projectId ?? ''));
    body.append('DocumentId', values.documentId == null ? '' : String(values.documentId));
    body.append('VerificationStatusId', String(values.verificationStatusId ?? ''));
    body.append('Remark', values.remark.trim());
    try {
      const saved = await transfer.run((onProgress) =>
        verification
          ? uploadWithProgress<VerificationDto>(`/api/Verifications/${verification.id}`, 'PUT', body, onProgress)
          : uploadWithProgress<VerificationDto>('/api/Verifications', 'POST', body, onProgress),
      );
      notifySaved(messages.verificationSaved);
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        form.setErrors(Object.fromEntries(Object.entries(err.errors).map(([key, list]) => [FORM_FIELDS[key] ?? key, list[0]])));
      }
      notifyError(err, messages.saveError);
    }
  });
  const idValue = (v: number | null) => (v == null ? null : String(v));

  return (
    <form onSubmit={submit} noValidate data-testid="verification-form">
      <Stack gap="sm">
        <FileInput
          label={editing ? `${L.file} (${T.newFileHint})` : L.file}
          withAsterisk={!editing}
          clearable
          placeholder={editing ? verification.fileName : 'Odaberite datoteku'}
          accept={ACCEPTED_EXTENSIONS}
          description={messages.allowedFileTypes(ACCEPTED_EXTENSIONS_LABEL)}
          leftSection={<IconPaperclip size={16} />}
          disabled={transfer.busy}
          {...form.getInputProps('file')}
        />
        <Select
          label={L.project}
          withAsterisk
          searchable
          data={projectData}
          value={idValue(form.values.projectId)}
          onChange={(v) => {
            form.setFieldValue('projectId', v ? Number(v) : null);
            form.setFieldValue('documentId', null);
          }}
          error={form.errors.projectId}
          disabled={projectLocked}
          nothingFoundMessage={messages.noOptions}
        />
        <Select
          label={L.document}
          searchable
          clearable={!fixed}
          data={noteData}
          value={idValue(form.values.documentId)}
          onChange={(v) => form.setFieldValue('documentId', v ? Number(v) : null)}
          error={form.errors.documentId}
          disabled={!form.values.projectId || !!fixed}
          nothingFoundMessage={messages.noOptions}
        />
        <Select
          label={L.status}
          withAsterisk
          data={statuses}
          value={idValue(form.values.verificationStatusId)}
          onChange={(v) => form.setFieldValue('verificationStatusId', v ? Number(v) : null)}
          error={form.errors.verificationStatusId}
          allowDeselect={false}
        />
        <LimitedTextarea label={L.remark} autosize minRows={2} maxRows={6} limit={REMARK_MAX} {...form.getInputProps('remark')} />
        {transfer.busy && <TransferProgress compact percent={transfer.percent} text={`Prijenos… ${transfer.percent ?? 0} %`} />}
        <FormActions saving={transfer.busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
