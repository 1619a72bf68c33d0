'use client';

import { Button, Group, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconCopy, IconDownload, IconEdit, IconFilePlus, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmAction, confirmAndDelete } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/lib/api-client';
import type { DocumentActions } from '@/lib/documents/actions';
import type { DocumentDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { documentType, DocumentType } from '@/lib/documents/types';
import { messages } from '@/lib/i18n/messages';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { completeDocument, copyDocument, exportOrder, processDocument } from './workflow';

type Props = { document: DocumentDto; actions: DocumentActions };

/**
 * The detail page's workflow buttons (spec §4): each shown only when the rules and the role
 * allow it (lib/documents/actions.ts) and each confirmed first; the server checks again. Only
 * an Order has the export menu (§6).
 */
export function DocumentWorkflow({ document: d, actions: a }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const run = (text: string, done: string, call: () => Promise<number | unknown>, goToNew = false) =>
    confirmAction({
      text,
      onConfirm: async () => {
        setBusy(true);
        try {
          const result = await call();
          notifySuccess(done);
          if (goToNew && typeof result === 'number') router.push(documentHref.detail(result));
          else router.refresh();
        } catch (err) {
          notifyError(err);
        } finally {
          setBusy(false);
        }
      },
    });

  const exportAs = async (format: 'PDF' | 'XLSX') => {
    try {
      await exportOrder(d.id, format, d.code);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Group gap="xs" data-testid="document-workflow">
      {a.edit && (
        <Button component={Link} href={documentHref.edit(d.id)} scroll={false} variant="default" leftSection={<IconEdit size={16} />}>
          {T.actions.edit}
        </Button>
      )}
      {a.process && (
        <Button loading={busy} leftSection={<IconSend size={16} />} onClick={() => run(T.confirm.process(d.code), T.done.process, () => processDocument(d.id))}>
          {T.actions.process}
        </Button>
      )}
      {a.complete && (
        <Button loading={busy} color="green" leftSection={<IconCheck size={16} />} onClick={() => run(T.confirm.complete(d.code), T.done.complete, () => completeDocument(d.id))}>
          {T.actions.complete}
        </Button>
      )}
      {a.generate.length > 0 && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button loading={busy} variant="light" leftSection={<IconFilePlus size={16} />} rightSection={<IconChevronDown size={14} />}>
              {T.actions.generate}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {a.generate.map((to) => (
              <Menu.Item
                key={to}
                onClick={() => run(T.confirm.generate(d.code, documentType(to).singular), T.done.generate, () => copyDocument(d.id, to, false), true)}
              >
                {documentType(to).singular}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {a.copy && (
        <Button loading={busy} variant="default" leftSection={<IconCopy size={16} />} onClick={() => run(T.confirm.copy(d.code), T.done.copy, () => copyDocument(d.id, d.documentTypeId, false), true)}>
          {T.actions.copy}
        </Button>
      )}
      {a.storno && (
        <Button loading={busy} color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => run(T.confirm.storno(d.code), T.done.storno, () => copyDocument(d.id, d.documentTypeId, true), true)}>
          {T.actions.storno}
        </Button>
      )}
      {d.documentTypeId === DocumentType.Order && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />} data-testid="document-export">
              {T.actions.export}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportAs('PDF')}>{T.actions.exportPdf}</Menu.Item>
            <Menu.Item onClick={() => exportAs('XLSX')}>{T.actions.exportXlsx}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {a.delete && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() =>
            confirmAndDelete({
              text: messages.confirmDelete(T.deleteObject(d.code)),
              url: `/api/Documents/${d.id}`,
              deletedMessage: T.deleted,
              onDeleted: () => router.push(documentHref.list(d.documentTypeId)),
            })
          }
        >
          {T.actions.delete}
        </Button>
      )}
    </Group>
  );
}
