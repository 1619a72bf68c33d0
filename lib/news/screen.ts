/**
 * The news screens (spec part 1 section 2): /news, the readers' cards and one article;
 * /news-admin, the administration list with the read, create (?copyOf= copies an article)
 * and edit drawers. Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const NEWS_SCREEN = defineScreen({
  base: '/news',
  needs: right('news', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    article: { path: ':id', page: 'article', drawer: 'closed' },
  },
});

/** The whole administration needs the create right (the readers' roles only read). */
export const NEWS_ADMIN_SCREEN = defineScreen({
  base: '/news-admin',
  needs: right('news', 'create'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create' },
    read: { path: ':id', page: 'list', drawer: 'read' },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('news', 'update') },
  },
});

export type NewsRoute = ScreenRoute<typeof NEWS_SCREEN>;
export type NewsAdminRoute = ScreenRoute<typeof NEWS_ADMIN_SCREEN>;
