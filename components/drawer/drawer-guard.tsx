'use client';

/**
 * Unsaved changes in a drawer (issue 9, "Drawers"): the forms inside report whether they differ
 * from what was loaded, and every way of closing (Escape, X, overlay, "Odustani") asks first
 * when one does. EntityDrawer provides the guard; useFormSubmit reports for every form.
 */
import { createContext, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages } from '@/lib/i18n/messages';

export type DrawerGuard = {
  setDirty: (formId: string, dirty: boolean) => void;
  /** Runs `discard` at once when nothing is unsaved, otherwise after the user confirms. */
  requestClose: (discard: () => void) => void;
};

const DrawerGuardContext = createContext<DrawerGuard | null>(null);
export const DrawerGuardProvider = DrawerGuardContext.Provider;

/** The guard of the drawer around, or null outside a drawer. */
export function useDrawerGuard(): DrawerGuard | null {
  return useContext(DrawerGuardContext);
}

/** Tells the drawer around whether this form holds unsaved changes. */
export function useReportDirty(dirty: boolean) {
  const guard = useDrawerGuard();
  const id = useId();
  useEffect(() => {
    guard?.setDirty(id, dirty);
  }, [guard, id, dirty]);
  // A form that goes away (closed, saved) holds nothing unsaved any more.
  useEffect(() => () => guard?.setDirty(id, false), [guard, id]);
}

/** The guard EntityDrawer provides: one confirmation at a time, in Croatian. */
export function useDrawerGuardState(): DrawerGuard {
  const dirtyForms = useRef(new Set<string>());
  const asking = useRef(false);
  return useMemo<DrawerGuard>(
    () => ({
      setDirty: (formId, dirty) => {
        if (dirty) dirtyForms.current.add(formId);
        else dirtyForms.current.delete(formId);
      },
      requestClose: (discard) => {
        if (dirtyForms.current.size === 0) return discard();
        if (asking.current) return; // Escape again while the question is open
        asking.current = true;
        modals.openConfirmModal({
          title: messages.unsavedChangesTitle,
          children: <Text size="sm">{messages.unsavedChangesText}</Text>,
          labels: { confirm: messages.discardChanges, cancel: messages.keepEditing },
          confirmProps: { color: 'red', 'data-testid': 'confirm-discard' },
          cancelProps: { 'data-testid': 'confirm-keep-editing' },
          onConfirm: () => {
            dirtyForms.current.clear();
            discard();
          },
          onClose: () => {
            asking.current = false;
          },
        });
      },
    }),
    [],
  );
}
