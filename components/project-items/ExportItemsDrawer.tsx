'use client';

/** /projects/{id}/items/export: the export form in a route drawer 1440 wide (spec part 1 section 9). */
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { ExportItemsForm } from './ExportItemsForm';
import { EXPORT_TEXTS } from '@/lib/i18n/project-items';

export const EXPORT_DRAWER_WIDTH = 1440;

type Props = { opened: boolean; projectId: number; closeHref: string; sample: ProjectItemNode[] | null };

export function ExportItemsDrawer({ opened, projectId, closeHref, sample }: Props) {
  return (
    <EntityDrawer opened={opened} title={EXPORT_TEXTS.title} closeHref={closeHref} size={EXPORT_DRAWER_WIDTH}>
      {opened && <ExportItemsForm projectId={projectId} closeHref={closeHref} sample={sample} />}
    </EntityDrawer>
  );
}
