'use client';

/**
 * The inline editor of the items table: one row at a time, an existing row (PUT) or a new one
 * at the end of a group or of the list (POST). The fields are checked with the schemas the API
 * uses; after a save the list is read again (`refresh`: group totals roll up on the server) and
 * the edited row keeps the focus.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, apiFetch, notifyError, notifySaved } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { groupFieldsSchema, itemFieldsSchema } from '@/lib/project-items/schemas';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { toEditText } from './edit-values';
import type { EditorField, EditorValues, ItemEditorState, UnitOption } from './table-context';
import { DRAFT_ID, type DraftPlace } from './tree';

type Session = {
  id: number;
  isGroup: boolean;
  /** Where a new row goes (null when editing an existing row). */
  place: DraftPlace | null;
  code: string | null;
  initial: EditorValues;
  values: EditorValues;
  errors: Partial<Record<EditorField, string>>;
  focusField: EditorField;
};

const EMPTY: EditorValues = { name: '', unitOfMeasurementId: null, quantity: '', unitPrice: '' };
const FIELDS: EditorField[] = ['name', 'unitOfMeasurementId', 'quantity', 'unitPrice'];

function valuesOf(node: ProjectItemNode): EditorValues {
  return {
    name: node.name,
    unitOfMeasurementId: node.unitOfMeasurementId == null ? null : String(node.unitOfMeasurementId),
    quantity: toEditText(node.quantity),
    unitPrice: toEditText(node.unitPrice),
  };
}

/** First message per editor field, from a zod error or the API's `errors`. */
function fieldErrors(map: Record<string, string[] | undefined>): Partial<Record<EditorField, string>> {
  const errors: Partial<Record<EditorField, string>> = {};
  for (const field of FIELDS) {
    const first = map[field]?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}

export type InlineEditor = {
  editingId: number | null;
  /** The place of the new row being added, for the placeholder row. */
  draftPlace: DraftPlace | null;
  dirty: boolean;
  state: ItemEditorState;
  startEdit: (node: ProjectItemNode, field?: EditorField) => void;
  startAdd: (place: DraftPlace) => void;
  cancel: () => void;
};

export function useInlineEditor(options: {
  projectId: number;
  units: UnitOption[];
  /** Reads the list again after a save. */
  refresh: () => void;
  /** Changes when a read of the list has finished: a new one means the refresh after a save has arrived. */
  loaded: unknown;
  /** Called with the id of the saved row once the refreshed list is shown. */
  onSaved?: (id: number) => void;
  /** Called when the editor closes without saving (Escape, cancel). */
  onCancelled?: (id: number) => void;
}): InlineEditor {
  const { projectId, units, refresh, loaded, onSaved, onCancelled } = options;
  const [session, setSession] = useState<Session | null>(null);
  const [saving, setSaving] = useState(false);
  /** Set after a save: the editor stays (disabled) until the refreshed list arrives, so nothing flickers. */
  const [awaiting, setAwaiting] = useState<{ loaded: unknown; id: number } | null>(null);

  useEffect(() => {
    if (!awaiting) return;
    const finish = () => {
      setAwaiting(null);
      setSaving(false);
      setSession(null);
      onSaved?.(awaiting.id);
    };
    if (loaded !== awaiting.loaded) return finish();
    // A refresh that never lands (network) must not leave the row locked.
    const timer = setTimeout(finish, 20_000);
    return () => clearTimeout(timer);
  }, [loaded, awaiting, onSaved]);

  const startEdit = useCallback((node: ProjectItemNode, field: EditorField = 'name') => {
    const values = valuesOf(node);
    const focusField = node.isGroup ? 'name' : field;
    setSession({ id: node.id, isGroup: node.isGroup, place: null, code: node.code, initial: values, values, errors: {}, focusField });
  }, []);

  const startAdd = useCallback((place: DraftPlace) => {
    setSession({ id: DRAFT_ID, isGroup: place.isGroup, place, code: null, initial: EMPTY, values: EMPTY, errors: {}, focusField: 'name' });
  }, []);

  const cancel = useCallback(() => {
    if (saving) return;
    const id = session?.id;
    setSession(null);
    if (id !== undefined) onCancelled?.(id);
  }, [saving, session?.id, onCancelled]);

  const setField = useCallback((field: EditorField, value: string | null) => {
    setSession((s) => {
      if (!s) return s;
      const errors = { ...s.errors };
      delete errors[field];
      return { ...s, values: { ...s.values, [field]: value }, errors };
    });
  }, []);

  const save = useCallback(async () => {
    if (!session || saving) return;
    const { values, isGroup, code } = session;
    const parsed = isGroup
      ? groupFieldsSchema.safeParse({ name: values.name, code })
      : itemFieldsSchema.safeParse({ ...values, code });
    if (!parsed.success) {
      const map: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (map[String(issue.path[0])] ??= []).push(issue.message);
      setSession((s) => (s ? { ...s, errors: fieldErrors(map) } : s));
      return;
    }
    setSaving(true);
    try {
      let id = session.id;
      if (session.id === DRAFT_ID) {
        const created = await apiFetch<{ id: number }>('/api/ProjectItems', {
          method: 'POST',
          json: { ...parsed.data, projectId, parentId: session.place?.parentId ?? null, isGroup },
        });
        id = created?.id ?? DRAFT_ID;
      } else {
        await apiFetch(`/api/ProjectItems/${session.id}`, { method: 'PUT', json: parsed.data });
      }
      notifySaved(messages.projectItemSaved);
      setAwaiting({ loaded, id });
      refresh();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.errors) {
        const errors = fieldErrors(error.errors);
        if (Object.keys(errors).length) setSession((s) => (s ? { ...s, errors } : s));
      }
      notifyError(error, messages.saveError);
    }
  }, [session, saving, projectId, refresh, loaded]);

  const state = useMemo<ItemEditorState>(
    () => ({
      values: session?.values ?? EMPTY,
      errors: session?.errors ?? {},
      saving,
      focusField: session?.focusField ?? 'name',
      units,
      setField,
      save: () => void save(),
      cancel,
    }),
    [session, saving, units, setField, save, cancel],
  );

  const dirty = !!session && FIELDS.some((f) => session.values[f] !== session.initial[f]);

  return {
    editingId: session?.id ?? null,
    draftPlace: session?.place ?? null,
    dirty,
    state,
    startEdit,
    startAdd,
    cancel,
  };
}
