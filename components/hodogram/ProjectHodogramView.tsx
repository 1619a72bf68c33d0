'use client';

import { Badge, Button, Checkbox, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconListCheck, IconPaperclip } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import type { AttachmentRights } from '@/lib/attachments/access';
import type { AttachmentDto } from '@/lib/attachments/types';
import { flattenTree } from '@/lib/hodogram/tree';
import type { ProjectHodogramNodeDto } from '@/lib/hodogram/types';
import { messages } from '@/lib/i18n/messages';
import { HodogramNodeDetails } from './HodogramNodeDetails';
import { HodogramTree } from './HodogramTree';
import { projectHodogramHrefs } from '@/lib/hodogram/screen';
import { HODOGRAM_LABELS as L, HODOGRAM_TEXTS as T } from '@/lib/i18n/hodogram';

type Props = {
  projectId: number;
  tree: ProjectHodogramNodeDto[];
  canCreate: boolean;
  canUpdate: boolean;
  selected: { node: ProjectHodogramNodeDto; parentName: string | null } | null;
  attachments: AttachmentDto[] | null;
  attachmentRights: AttachmentRights;
};

const completedOf = (tree: ProjectHodogramNodeDto[]) => new Set(flattenTree(tree).filter((n) => n.isCompleted).map((n) => n.id));

/**
 * The project's hodogram: each checkbox change at once sends the full list of completed ids
 * (spec part 1 section 4). Changes are sent one after another, so the last click wins.
 */
export function ProjectHodogramView({ projectId, tree, canCreate, canUpdate, selected, attachments, attachmentRights }: Props) {
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const [completed, setCompleted] = useState(() => completedOf(tree));
  const [seenTree, setSeenTree] = useState(tree);
  if (seenTree !== tree) {
    setSeenTree(tree);
    setCompleted(completedOf(tree));
  }
  const queue = useRef<Promise<void>>(Promise.resolve());
  const all = flattenTree(tree);

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(completed);
    if (checked) next.add(id);
    else next.delete(id);
    setCompleted(next);
    const completedIds = [...next];
    queue.current = queue.current.then(async () => {
      try {
        await apiFetch('/api/Hodogram/projectHodogram', { method: 'PUT', json: { projectId, completedIds } });
        notifySuccess(messages.hodogramStatusUpdated);
      } catch (err) {
        notifyError(err, messages.saveError);
        router.refresh(); // back to what is stored
      }
    });
  };

  const create = async () => {
    setCreating(true);
    try {
      await apiFetch(`/api/Hodogram?projectId=${projectId}`, { method: 'POST' });
      notifySuccess(messages.projectHodogramCreated);
      router.refresh();
    } catch (err) {
      notifyError(err, messages.saveError);
    } finally {
      setCreating(false);
    }
  };

  if (tree.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center" data-testid="project-hodogram-empty">
        <Stack align="center" gap="xs">
          <Text fw={600}>{T.projectEmpty}</Text>
          <Text c="dimmed" size="sm">
            {T.projectEmptyHint}
          </Text>
          {canCreate && (
            <Button mt="sm" leftSection={<IconListCheck size={16} />} onClick={create} loading={creating} disabled={creating}>
              {T.createFromTemplate}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }

  const done = all.filter((n) => completed.has(n.id)).length;
  const selectedNode = selected?.node;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" mb={6}>
          <Text size="sm" fw={600} data-testid="hodogram-progress">
            {T.progress(done, all.length)}
          </Text>
          <Text size="sm" c="dimmed">
            {Math.round((done * 100) / all.length)} %
          </Text>
        </Group>
        <Progress value={(done * 100) / all.length} color={done === all.length ? 'green' : 'blue'} aria-label={T.progress(done, all.length)} />
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <HodogramTree
          nodes={tree}
          hrefFor={(node) => projectHodogramHrefs.node(projectId, node.id)}
          selectedId={selectedNode?.id ?? null}
          renderLeading={(node) => (
            <Checkbox
              checked={completed.has(node.id)}
              disabled={!canUpdate}
              onChange={(e) => toggle(node.id, e.currentTarget.checked)}
              aria-label={T.completedToggle(node.name)}
            />
          )}
          renderBadges={(node) =>
            node.attachmentsCount > 0 && (
              <Tooltip label={T.attachmentsCount(node.attachmentsCount)}>
                <Badge variant="light" color="blue" radius="sm" leftSection={<IconPaperclip size={12} />} style={{ flexShrink: 0 }}>
                  {node.attachmentsCount}
                </Badge>
              </Tooltip>
            )
          }
        />
      </Paper>
      <EntityDrawer opened={!!selectedNode} title={T.readTitle} closeHref={projectHodogramHrefs.tab(projectId)}>
        {selectedNode && (
          <Stack gap="lg">
            <HodogramNodeDetails
              node={selectedNode}
              parentName={selected?.parentName ?? null}
              status={completed.has(selectedNode.id) ? { label: L.completed, color: 'green' } : { label: L.notCompleted, color: 'gray' }}
            />
            {attachments && (
              <AttachmentsPanel
                owner={{ projectHodogramId: selectedNode.id }}
                attachments={attachments}
                canCreate={attachmentRights.canCreate}
                canDelete={attachmentRights.canDelete}
              />
            )}
          </Stack>
        )}
      </EntityDrawer>
    </Stack>
  );
}
