/**
 * The /hodogram screen (spec part 1 section 2): the template tree with a node's read, create
 * (a root, or a child of ?parentId=) and edit drawers. The project's hodogram is a tab of the
 * projects screen (lib/projects/screen.ts). Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';
import { projectHref } from '@/lib/projects/screen';

export const HODOGRAM_SCREEN = defineScreen({
  base: '/hodogram',
  needs: right('hodogram', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create', needs: right('hodogram', 'create'), query: ['parentId'] },
    read: { path: ':id', page: 'list', drawer: 'read' },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('hodogram', 'update') },
  },
});

export type HodogramRoute = ScreenRoute<typeof HODOGRAM_SCREEN>;

const S = HODOGRAM_SCREEN;

export const hodogramHrefs = {
  list: S.href('list'),
  create: (parentId?: number | null) => (parentId ? `${S.href('create')}?parentId=${parentId}` : S.href('create')),
  read: (id: number) => S.href('read', { id }),
  edit: (id: number) => S.href('edit', { id }),
};

export const projectHodogramHrefs = {
  tab: (projectId: number) => projectHref.tab(projectId, 'hodogram'),
  node: (projectId: number, nodeId: number) => projectHref.hodogramNode(projectId, nodeId),
};
