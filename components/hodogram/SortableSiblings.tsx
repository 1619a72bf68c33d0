'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './HodogramTree.module.css';
import { DND_TEXTS, HODOGRAM_TEXTS } from '@/lib/i18n/hodogram';

/** The item's drag handle (pointer and keyboard) for its row, and whether it is being dragged. */
export type DragHandle = { element: ReactNode; isDragging: boolean };

type Item = { id: number; name: string };

type Props<T extends Item> = {
  items: T[];
  /** The siblings' ids in their new order. */
  onReorder: (orderedIds: number[]) => void;
  children: (item: T, handle: DragHandle) => ReactNode;
};

/**
 * One sibling list of the hodogram as a sortable list (dnd-kit). Each sibling list has its own
 * DndContext, so a node moves only among its siblings and carries its subtree with it; the
 * keyboard sensor (Space, arrows, Space/Escape) works the same way.
 */
export function SortableSiblings<T extends Item>({ items, onReorder, children }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const nameOf = (id: UniqueIdentifier | undefined) => items.find((i) => i.id === id)?.name ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => DND_TEXTS.picked(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? DND_TEXTS.over(nameOf(active.id), nameOf(over.id)) : DND_TEXTS.notOver(nameOf(active.id))),
    onDragEnd: ({ active, over }) =>
      over ? DND_TEXTS.dropped(nameOf(active.id), nameOf(over.id)) : DND_TEXTS.droppedNowhere(nameOf(active.id)),
    onDragCancel: ({ active }) => DND_TEXTS.cancelled(nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: DND_TEXTS.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableItem key={item.id} id={item.id} name={item.name}>
            {(handle) => children(item, handle)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, name, children }: { id: number; name: string; children: (handle: DragHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: DND_TEXTS.roleDescription },
  });
  return (
    <div
      ref={setNodeRef}
      // Translate only: a subtree of another height must not be scaled while it moves.
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
    >
      {children({
        element: (
          <ActionIcon
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            variant="subtle"
            color="gray"
            className={classes.handle}
            aria-label={HODOGRAM_TEXTS.dragHandle(name)}
            data-testid="drag-handle"
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        ),
        isDragging,
      })}
    </div>
  );
}
