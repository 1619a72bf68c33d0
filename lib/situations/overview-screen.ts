/**
 * /project-items-overview (spec part 1 section 2; SuperAdmin and Management): one list, its
 * state in the query string. Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const ITEMS_OVERVIEW_SCREEN = defineScreen({
  base: '/project-items-overview',
  needs: right('projectItemsOverview', 'read'),
  routes: { list: { path: '', page: 'list', drawer: 'closed' } },
});

export type ItemsOverviewRoute = ScreenRoute<typeof ITEMS_OVERVIEW_SCREEN>;
