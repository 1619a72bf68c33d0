'use client';

/**
 * The frame every entity drawer shares (issue 10): an EntityDrawer whose title follows the mode,
 * open for create, and for read and edit once the page has loaded the record (the page reads it
 * on the server and answers 404 when it is missing); inside, the module's read view or form.
 *
 *   <FormDrawer mode={route.drawer} record={row} titles={L} closeHref={back}
 *     form={(s) => <RowForm row={s.record} onSaved={() => s.saved()} onCancel={s.cancel} />} />
 *
 * The form gets `saved(href?)` (goes to `href`, by default where closing goes, and reloads the
 * page's data) and `cancel` (with `readHref`, editing goes back to the read view; otherwise where
 * closing goes). The read view gets `deleted` (closes and reloads). The unsaved-changes guard and
 * the focus return are EntityDrawer's (drawer-guard.tsx, opener-focus.ts). The form is keyed by
 * mode and record, so another record opens a fresh form.
 */
import { useRouter } from 'next/navigation';
import { Fragment, type ReactNode } from 'react';
import { DRAWER_WIDTH, EntityDrawer, type DrawerMode } from './EntityDrawer';

export type FormDrawerTitles = { create: ReactNode; edit: ReactNode; read?: ReactNode };

export type FormSlot<T> = {
  mode: 'create' | 'edit';
  /** The record edited; null when creating. */
  record: T | null;
  /** After a save: goes to `href` (where closing goes unless given) and reloads the page's data. */
  saved: (href?: string) => void;
  /** "Odustani": back to the read view when editing with `readHref`, else where closing goes. */
  cancel: () => void;
};

export type ReadSlot<T> = {
  record: T;
  /** After a delete: closes the drawer and reloads the page's data. */
  deleted: () => void;
};

export type FormDrawerProps<T extends { id: number }> = {
  /** The route's drawer state (anything but create, read and edit is closed). */
  mode: DrawerMode;
  /** The record read or edited, loaded by the page; read and edit open only with it. */
  record: T | null;
  titles: FormDrawerTitles;
  /** Where closing goes: the list with its query string, the detail page or its tab. */
  closeHref: string;
  /** The record's read view: "Odustani" while editing goes there. */
  readHref?: (id: number) => string;
  size?: number | string;
  form: (slot: FormSlot<T>) => ReactNode;
  /** The read view; without it the drawer has no read mode. */
  read?: (slot: ReadSlot<T>) => ReactNode;
};

export function FormDrawer<T extends { id: number }>({
  mode,
  record,
  titles,
  closeHref,
  readHref,
  size = DRAWER_WIDTH,
  form,
  read,
}: FormDrawerProps<T>) {
  const router = useRouter();
  const saved = (href: string = closeHref) => {
    router.replace(href, { scroll: false });
    router.refresh();
  };
  const cancel = () => router.replace(mode === 'edit' && record && readHref ? readHref(record.id) : closeHref, { scroll: false });

  let content: ReactNode = null;
  if (mode === 'create' || (mode === 'edit' && record)) {
    content = <Fragment key={`${mode}-${record?.id ?? 'new'}`}>{form({ mode, record: mode === 'edit' ? record : null, saved, cancel })}</Fragment>;
  } else if (mode === 'read' && record && read) {
    content = read({ record, deleted: () => saved(closeHref) });
  }
  const title = mode === 'create' || mode === 'edit' || mode === 'read' ? (titles[mode] ?? '') : titles.create;

  return (
    <EntityDrawer opened={content !== null} title={title} closeHref={closeHref} size={size}>
      {content}
    </EntityDrawer>
  );
}
