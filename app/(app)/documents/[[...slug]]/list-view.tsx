import { Stack, Title } from '@mantine/core';
import { notFound, redirect } from 'next/navigation';
import { AddButton } from '@/components/data-table/ListToolbar';
import { DocumentDrawer } from '@/components/documents/DocumentDrawer';
import { DocumentItemsList } from '@/components/documents/DocumentItemsList';
import { DocumentListToolbar } from '@/components/documents/DocumentListToolbar';
import { DocumentsTable } from '@/components/documents/DocumentsTable';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { parseDocumentListState, parseWarehouseItemIds, withListState } from '@/lib/documents/list-state';
import { searchDocumentItems, searchDocuments } from '@/lib/documents/queries';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST } from '@/lib/documents/schemas';
import { documentHref, type DocumentRoute } from '@/lib/documents/screen';
import { DOCUMENT_TYPE_LIST, documentType, isDocumentTypeId } from '@/lib/documents/types';
import { parseListQuery, type ListQueryInput } from '@/lib/http/list-params';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import type { AppUser } from '@/lib/users/queries';
import { documentFormOptions } from './form-options';

type Props = { route: Extract<DocumentRoute, { page: 'list' }>; user: AppUser; searchParams: ListQueryInput };

/** /documents?typeId=…: documents or (showItems) their lines, with the toolbar and the create drawer. */
export async function DocumentListView({ route, user, searchParams }: Props) {
  const typeId = route.query.typeId;
  // The menu always names a type; a bare /documents opens the first one.
  if (typeId === null) redirect(documentHref.list(DOCUMENT_TYPE_LIST[0].id));
  if (!isDocumentTypeId(typeId)) notFound();
  const state = parseDocumentListState(searchParams);
  const db = await getDb();
  const [options, page] = await Promise.all([
    documentFormOptions(db),
    state.showItems
      ? searchDocumentItems(db, withListState(parseListQuery(searchParams, DOCUMENT_ITEM_LIST), typeId, state)).then((p) => ({ kind: 'items' as const, p }))
      : searchDocuments(db, withListState(parseListQuery(searchParams, DOCUMENT_LIST), typeId, state)).then((p) => ({ kind: 'documents' as const, p })),
  ]);
  const info = documentType(typeId);
  const canCreate = can(user.roleId, 'documents', 'create');
  const add = canCreate ? <AddButton href={`${documentHref.create(typeId)}${searchSuffix(searchParams)}`}>{T.add}</AddButton> : undefined;
  const projects = options.projects.map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <Stack>
      <Title order={2}>{info.plural}</Title>
      <DocumentListToolbar state={state} projects={projects}>
        {page.kind === 'items' ? (
          <DocumentItemsList typeId={typeId} data={page.p.pageItems} totalItems={page.p.totalItems} totalCapped={page.p.totalCapped} canGenerate={canCreate && can(user.roleId, 'documents', 'update')} actions={add} />
        ) : (
          <DocumentsTable typeId={typeId} data={page.p.pageItems} totalItems={page.p.totalItems} totalCapped={page.p.totalCapped} toolbar={add} />
        )}
      </DocumentListToolbar>
      <DocumentDrawer
        mode={route.drawer}
        typeId={typeId}
        roleId={user.roleId}
        document={null}
        warehouseItemIds={route.drawer === 'create' ? parseWarehouseItemIds(searchParams) : []}
        options={options}
        closeHref={`${documentHref.list(typeId)}${searchSuffix(searchParams)}`}
      />
    </Stack>
  );
}

/** The list's query without typeId (the hrefs carry it), as "&…" to append. */
function searchSuffix(input: ListQueryInput): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input instanceof URLSearchParams ? Object.fromEntries(input) : input)) {
    // The warehouse items belong to the create drawer only.
    if (k === 'typeId' || k === 'warehouseItemIds' || v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, one);
  }
  const text = params.toString();
  return text ? `&${text}` : '';
}
