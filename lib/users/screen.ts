/**
 * The /users screen (spec part 1 section 2): SuperAdmin's user list with the read, create and
 * edit drawers. Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const USER_SCREEN = defineScreen({
  base: '/users',
  needs: right('users', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create', needs: right('users', 'create') },
    read: { path: ':id', page: 'list', drawer: 'read' },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('users', 'update') },
  },
});

export type UserRoute = ScreenRoute<typeof USER_SCREEN>;
