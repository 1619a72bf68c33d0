/**
 * The /cooperators screen (spec part 1 section 2): the list with its create drawer, and a
 * cooperator's detail page with the Detalji and Kontakti tabs and their drawers.
 * Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { defineScreen, listDetailHrefs, listDetailRoutes, right, type ScreenRoute, type TabName } from '@/lib/auth/screen';

export const COOPERATOR_SCREEN = defineScreen({
  base: '/cooperators',
  needs: right('cooperators', 'read'),
  tabs: { details: {}, contacts: {} },
  routes: {
    ...listDetailRoutes('cooperators', ':id'),
    contacts: { path: ':id/contacts', page: 'detail', tab: 'contacts', drawer: 'closed' },
    // A contact is part of its cooperator: adding one is a cooperators create, changing one an update.
    contactCreate: { path: ':id/contacts/new', page: 'detail', tab: 'contacts', drawer: 'create', needs: right('cooperators', 'create') },
    contactEdit: { path: ':id/contacts/:contactId/edit', page: 'detail', tab: 'contacts', drawer: 'edit', needs: right('cooperators', 'update') },
  },
});

export type CooperatorRoute = ScreenRoute<typeof COOPERATOR_SCREEN>;
export type CooperatorTab = TabName<typeof COOPERATOR_SCREEN>;

const S = COOPERATOR_SCREEN;

/** Hrefs of the cooperator screens (from the definition above). */
export const cooperatorHrefs = {
  ...listDetailHrefs(S),
  newContact: (id: number) => S.href('contactCreate', { id }),
  editContact: (id: number, contactId: number) => S.href('contactEdit', { id, contactId }),
};
