/** /verifications, /new, /{id}/edit (spec part 2 §2 "Verifications"): the list with create and edit drawers. */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const VERIFICATION_SCREEN = defineScreen({
  base: '/verifications',
  needs: right('verifications', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create', needs: right('verifications', 'create') },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('verifications', 'update') },
  },
});

export type VerificationRoute = ScreenRoute<typeof VERIFICATION_SCREEN>;
