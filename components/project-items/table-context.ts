'use client';

/**
 * What the items table's cells need besides their row: two contexts so a keystroke in the
 * inline editor re-renders the editor's inputs only, not every visible cell.
 */
import { createContext, useContext } from 'react';
import type { ProjectItemNode } from '@/lib/project-items/types';
import type { DraftPlace } from './tree';

export type UnitOption = { value: string; label: string; shortName: string };

/** Fields of the inline editor; numbers as typed (decimal comma). */
export type EditorValues = { name: string; unitOfMeasurementId: string | null; quantity: string; unitPrice: string };
export type EditorField = keyof EditorValues;

export type ItemsTableActions = {
  /** Row being edited (DRAFT_ID for a new one), or null. */
  editingId: number | null;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** Open groups (row id -> true). Cells are memoized: they read this, not the row. */
  expanded: Record<string, boolean>;
  /** The row whose actions menu is open (one menu is mounted at a time: they are heavy). */
  menuRowId: number | null;
  setMenuRowId: (id: number | null) => void;
  toggleExpanded: (id: number, open: boolean) => void;
  startEdit: (node: ProjectItemNode, field?: EditorField) => void;
  startAdd: (place: DraftPlace) => void;
  requestDelete: (node: ProjectItemNode) => void;
};

export type ItemEditorState = {
  values: EditorValues;
  errors: Partial<Record<EditorField, string>>;
  saving: boolean;
  /** The input that takes the focus when the editor opens. */
  focusField: EditorField;
  units: UnitOption[];
  setField: (field: EditorField, value: string | null) => void;
  save: () => void;
  cancel: () => void;
};

export const ItemsTableContext = createContext<ItemsTableActions | null>(null);
export const ItemEditorContext = createContext<ItemEditorState | null>(null);

export function useItemsTable(): ItemsTableActions {
  const ctx = useContext(ItemsTableContext);
  if (!ctx) throw new Error('useItemsTable outside ItemsTableContext');
  return ctx;
}

export function useItemEditor(): ItemEditorState {
  const ctx = useContext(ItemEditorContext);
  if (!ctx) throw new Error('useItemEditor outside ItemEditorContext');
  return ctx;
}
