'use client';

import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { flattenTree, indentNode, outdentNode, reorderChildren } from '@/lib/hodogram/tree';
import type { HodogramNodeDto } from '@/lib/hodogram/types';
import { messages } from '@/lib/i18n/messages';
import type { TemplateRights } from './HodogramNodeDrawer';
import { HodogramTree } from './HodogramTree';
import { hodogramHrefs } from '@/lib/hodogram/screen';
import { HODOGRAM_TEXTS as T } from '@/lib/i18n/hodogram';
import { confirmDeleteNode, setNodeActive } from './node-actions';

type Props = {
  tree: HodogramNodeDto[];
  /** The stored tree's version (ETag): a reorder of an outdated tree is refused. */
  version: string;
  rights: TemplateRights;
  selectedId: number | null;
};

/**
 * The hodogram template (spec part 1 sections 2 and 4): regular mode with add, edit, activate,
 * deactivate and delete per node; reorder mode with a draggable tree (siblings by dragging,
 * levels by the row's indent/outdent buttons), save and abandon (both return to regular mode). Buttons follow the rights: create adds, update edits, reorders and
 * changes the state, delete deletes.
 */
export function TemplateHodogram({ tree, version, rights, selectedId }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState<HodogramNodeDto[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  // After a save the saved order stays on screen until the refreshed tree arrives.
  const [saved, setSaved] = useState<{ for: HodogramNodeDto[]; tree: HodogramNodeDto[] } | null>(null);
  if (saved && saved.for !== tree) setSaved(null);
  const reordering = draft !== null;
  const shown = draft ?? (saved?.for === tree ? saved.tree : tree);

  const saveOrder = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      // A reorder confirms no deletion (deleting is the row's own confirmed action), so a draft that
      // lost a node with attachments or project copies is refused, never carried out.
      await apiFetch('/api/Hodogram', {
        method: 'PUT',
        json: { hodogramEntities: draft, confirmedDeletions: [] },
        headers: { 'If-Match': `"${version}"` },
      });
      notifySuccess(messages.hodogramReorderSaved);
      setSaved({ for: tree, tree: draft });
      setDraft(null);
      router.refresh();
    } catch (err) {
      notifyError(err, messages.saveError);
    } finally {
      setSaving(false);
    }
  };

  const toggleActive = async (node: HodogramNodeDto) => {
    setBusyId(node.id);
    if (await setNodeActive(node, !node.isActive)) router.refresh();
    setBusyId(null);
  };

  const afterDelete = (node: HodogramNodeDto) => {
    const gone = new Set(flattenTree([node]).map((n) => n.id));
    if (selectedId !== null && gone.has(selectedId)) router.replace(hodogramHrefs.list, { scroll: false });
    router.refresh();
  };

  const actions = (node: HodogramNodeDto, parent: HodogramNodeDto | null) => {
    const blocked = !node.isActive && parent !== null && !parent.isActive;
    return (
      <>
        {rights.canCreate && (
          <Tooltip label={T.addChild}>
            <ActionIcon component={Link} href={hodogramHrefs.create(node.id)} scroll={false} variant="subtle" aria-label={`${T.addChild}: ${node.name}`}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {rights.canUpdate && (
          <Tooltip label={T.edit}>
            <ActionIcon component={Link} href={hodogramHrefs.edit(node.id)} scroll={false} variant="subtle" aria-label={`${T.edit}: ${node.name}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {rights.canUpdate && (
          <Tooltip label={blocked ? T.activateUnderInactive : node.isActive ? T.deactivate : T.activate}>
            <ActionIcon
              variant="subtle"
              color={node.isActive ? 'orange' : 'green'}
              onClick={() => toggleActive(node)}
              loading={busyId === node.id}
              disabled={blocked || busyId !== null}
              aria-label={`${node.isActive ? T.deactivate : T.activate}: ${node.name}`}
            >
              {node.isActive ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
        {rights.canDelete && (
          <Tooltip label={T.delete}>
            <ActionIcon variant="subtle" color="red" onClick={() => confirmDeleteNode(node, () => afterDelete(node))} aria-label={`${T.delete}: ${node.name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm">
          {T.subtitle}
        </Text>
        {reordering ? (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconX size={16} />} onClick={() => setDraft(null)} disabled={saving}>
              {T.abandonReorder}
            </Button>
            <Button leftSection={<IconCheck size={16} />} onClick={saveOrder} loading={saving} disabled={saving}>
              {T.saveReorder}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            {rights.canUpdate && tree.length > 0 && (
              <Button variant="default" leftSection={<IconArrowsSort size={16} />} onClick={() => setDraft(structuredClone(tree))}>
                {T.reorder}
              </Button>
            )}
            {rights.canCreate && (
              <Button component={Link} href={hodogramHrefs.create()} scroll={false} leftSection={<IconPlus size={16} />}>
                {T.addRoot}
              </Button>
            )}
          </Group>
        )}
      </Group>

      {reordering && (
        <Alert color="blue" variant="light" icon={<IconArrowsSort size={18} />}>
          {T.reorderHint}
        </Alert>
      )}

      {shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text fw={600}>{messages.noHodogramSteps}</Text>
          {rights.canCreate && (
            <Text c="dimmed" size="sm" mt={4}>
              {T.emptyHint}
            </Text>
          )}
        </Paper>
      ) : (
        <Paper withBorder p="sm" radius="md">
          <HodogramTree
            nodes={shown}
            mode={reordering ? 'reorder' : 'view'}
            hrefFor={(node) => hodogramHrefs.read(node.id)}
            selectedId={selectedId}
            renderActions={rights.canCreate || rights.canUpdate || rights.canDelete ? actions : undefined}
            onReorder={(parentId, ids) => setDraft((current) => current && reorderChildren(current, parentId, ids))}
            onMove={(id, move) => setDraft((current) => current && (move === 'indent' ? indentNode(current, id) : outdentNode(current, id)))}
          />
        </Paper>
      )}
    </Stack>
  );
}
