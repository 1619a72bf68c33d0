'use client';

import { FileInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { formResolver } from '@/lib/validation/form-resolver';
import { ApiError, notifyError, notifySaved } from '@/lib/api-client';
import { attachmentEditFormSchema, attachmentFormSchema, DESCRIPTION_MAX } from '@/lib/attachments/schemas';
import type { AttachmentDto, AttachmentOwnerRef, OwnerField } from '@/lib/attachments/types';
import { ACCEPTED_EXTENSIONS, ACCEPTED_EXTENSIONS_LABEL } from '@/lib/files/file-types';
import { messages } from '@/lib/i18n/messages';
import { TransferProgress } from '@/components/files/TransferProgress';
import { uploadWithProgress } from '@/components/files/upload';
import { useTransfer } from '@/components/files/use-transfer';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextarea } from '@/components/form/LimitedText';

type Values = { file: File | null; description: string };

/** The spec's multipart names of the owner links. */
const OWNER_PARTS: Record<OwnerField, string> = {
  projectId: 'ProjectId',
  employeeId: 'EmployeeId',
  documentId: 'DocumentId',
  projectHodogramId: 'ProjectHodogramId',
  hodogramId: 'HodogramId',
};
/** Server field names -> this form's fields. */
const FORM_FIELDS: Record<string, keyof Values> = { File: 'file', Description: 'description' };

type Props = {
  owner: AttachmentOwnerRef;
  /**
   * Edit mode (PUT /api/Attachments/{id}): the description is prefilled and may be changed, a
   * chosen file replaces the stored one, no file keeps it. Without it: a new attachment (POST).
   */
  attachment?: AttachmentDto | null;
  onSaved: (attachment: AttachmentDto) => void;
  onCancel?: () => void;
};

/**
 * Adds one attachment to an owner (a required file, an optional description) or edits one;
 * shows upload progress.
 */
export function AttachmentUploadForm({ owner, attachment, onSaved, onCancel }: Props) {
  const transfer = useTransfer();
  const uploading = transfer.busy;
  const editing = !!attachment;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { file: null, description: attachment?.description ?? '' },
    validate: formResolver(editing ? attachmentEditFormSchema : attachmentFormSchema),
  });

  // The panel keeps the form mounted (collapsed): start clean when it is opened again.
  const cancel = () => {
    form.reset();
    onCancel?.();
  };

  const submit = form.onSubmit(async (values) => {
    const body = new FormData();
    if (values.file) body.append('File', values.file);
    body.append('Description', values.description.trim());
    if (attachment) body.append('Id', String(attachment.id));
    // The owner of an existing attachment is fixed (the server keeps the stored one).
    for (const [field, part] of editing ? [] : Object.entries(OWNER_PARTS)) {
      const id = owner[field as OwnerField];
      if (id != null) body.append(part, String(id));
    }
    try {
      const saved = await transfer.run((onProgress) =>
        attachment
          ? uploadWithProgress<AttachmentDto>(`/api/Attachments/${attachment.id}`, 'PUT', body, onProgress)
          : uploadWithProgress<AttachmentDto>('/api/Attachments', 'POST', body, onProgress),
      );
      notifySaved(messages.attachmentSaved);
      form.reset();
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        form.setErrors(
          Object.fromEntries(Object.entries(err.errors).map(([key, list]) => [FORM_FIELDS[key] ?? key, list[0]])),
        );
      }
      notifyError(err, messages.saveError);
    }
  });
  // Past 100 % the server checks and stores the file: the bar runs on without a number.
  const processing = (transfer.percent ?? 0) >= 100;

  return (
    <form onSubmit={submit} noValidate data-testid="attachment-upload-form">
      <Stack gap="sm">
        <FileInput
          label={editing ? 'Nova datoteka' : 'Datoteka'}
          withAsterisk={!editing}
          clearable
          placeholder={editing ? attachment.fileName : 'Odaberite datoteku'}
          accept={ACCEPTED_EXTENSIONS}
          description={
            editing
              ? `Ostavite prazno da zadržite „${attachment.fileName}”. ${messages.allowedFileTypes(ACCEPTED_EXTENSIONS_LABEL)}`
              : messages.allowedFileTypes(ACCEPTED_EXTENSIONS_LABEL)
          }
          leftSection={<IconPaperclip size={16} />}
          disabled={uploading}
          {...form.getInputProps('file')}
        />
        <LimitedTextarea
          label="Opis"
          autosize
          minRows={2}
          maxRows={6}
          limit={DESCRIPTION_MAX}
          disabled={uploading}
          {...form.getInputProps('description')}
        />
        {uploading && (
          <TransferProgress
            compact
            percent={processing ? null : transfer.percent}
            text={processing ? 'Provjera i spremanje…' : `Prijenos… ${transfer.percent ?? 0} %`}
          />
        )}
        <FormActions saving={uploading} onCancel={onCancel && cancel} />
      </Stack>
    </form>
  );
}
