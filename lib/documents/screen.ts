/**
 * The /documents screen (spec part 2 §2 "Documents"): the list of one type (?typeId=, with the
 * list state of lib/documents/list-state.ts in the URL) with its create drawer, and a document's
 * detail page: Detalji (read view + items with their drawers), one tab per type that can be
 * generated from it (`:id/generated/:childTypeId`), the storno documents, attachments and
 * verifications. Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { attachmentsRight, defineScreen, right, type ScreenRoute, type TabName } from '@/lib/auth/screen';

export const DOCUMENT_SCREEN = defineScreen({
  base: '/documents',
  needs: right('documents', 'read'),
  tabs: {
    details: {},
    generated: {},
    stornos: {},
    attachments: { needs: attachmentsRight('documents') },
    verifications: { needs: right('verifications') },
  },
  routes: {
    list: { path: '', page: 'list', drawer: 'closed', query: ['typeId'] },
    create: { path: 'new', page: 'list', drawer: 'create', query: ['typeId'], needs: right('documents', 'create') },
    details: { path: [':id', ':id/details'], page: 'detail', tab: 'details', drawer: 'closed' },
    edit: { path: ':id/edit', page: 'detail', tab: 'details', drawer: 'edit', needs: right('documents', 'update') },
    // Items are part of their document: adding and changing one is a documents create / update.
    itemCreate: { path: ':id/details/new', page: 'detail', tab: 'details', drawer: 'create', needs: right('documents', 'create') },
    itemEdit: { path: [':id/details/:subId/edit', ':id/details/:subId'], page: 'detail', tab: 'details', drawer: 'edit', needs: right('documents', 'update') },
    generated: { path: ':id/generated/:childTypeId', page: 'detail', tab: 'generated', drawer: 'closed' },
    stornos: { path: ':id/stornos', page: 'detail', tab: 'stornos', drawer: 'closed' },
    attachments: { path: ':id/attachments', page: 'detail', tab: 'attachments', drawer: 'closed' },
    attachmentCreate: { path: ':id/attachments/new', page: 'detail', tab: 'attachments', drawer: 'create', needs: attachmentsRight('documents', 'create') },
    attachmentEdit: { path: ':id/attachments/:subId/edit', page: 'detail', tab: 'attachments', drawer: 'edit', needs: attachmentsRight('documents', 'update') },
    verifications: { path: ':id/verifications', page: 'detail', tab: 'verifications', drawer: 'closed' },
  },
});

export type DocumentRoute = ScreenRoute<typeof DOCUMENT_SCREEN>;
export type DocumentDetailRoute = Extract<DocumentRoute, { page: 'detail' }>;
export type DocumentTab = TabName<typeof DOCUMENT_SCREEN>;

const S = DOCUMENT_SCREEN;

/** Hrefs of the document screens (from the definition above). */
export const documentHref = {
  list: (typeId: number) => `${S.href('list')}?typeId=${typeId}`,
  create: (typeId: number) => `${S.href('create')}?typeId=${typeId}`,
  detail: (id: number) => S.href('details', { id }),
  edit: (id: number) => S.href('edit', { id }),
  itemCreate: (id: number) => S.href('itemCreate', { id }),
  itemEdit: (id: number, subId: number) => S.href('itemEdit', { id, subId }),
  generated: (id: number, childTypeId: number) => S.href('generated', { id, childTypeId }),
  stornos: (id: number) => S.href('stornos', { id }),
  attachments: (id: number) => S.href('attachments', { id }),
  attachmentCreate: (id: number) => S.href('attachmentCreate', { id }),
  verifications: (id: number) => S.href('verifications', { id }),
};
