'use client';

/** /projects/{id}/items/import: the import form in a route drawer 1350 wide (spec part 1 section 9). */
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { ImportItemsForm } from './ImportItemsForm';
import { IMPORT_TEXTS } from '@/lib/i18n/project-items';

export const IMPORT_DRAWER_WIDTH = 1350;

type Props = { opened: boolean; projectId: number; existingCount: number; closeHref: string };

export function ImportItemsDrawer({ opened, projectId, existingCount, closeHref }: Props) {
  return (
    <EntityDrawer opened={opened} title={IMPORT_TEXTS.title} closeHref={closeHref} size={IMPORT_DRAWER_WIDTH}>
      {opened && <ImportItemsForm projectId={projectId} existingCount={existingCount} closeHref={closeHref} />}
    </EntityDrawer>
  );
}
