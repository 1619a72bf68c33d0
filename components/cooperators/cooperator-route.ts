/**
 * The /cooperators routes (spec part 1, section 2) from the page's [[...slug]]:
 *   /cooperators                               list
 *   /cooperators/new                           list + create drawer
 *   /cooperators/{id}                          detail, tab Detalji
 *   /cooperators/{id}/edit                     detail + edit drawer
 *   /cooperators/{id}/contacts                 detail, tab Kontakti
 *   /cooperators/{id}/contacts/new             tab Kontakti + new-contact drawer
 *   /cooperators/{id}/contacts/{contactId}/edit  tab Kontakti + edit-contact drawer
 * Anything else is invalid (the page answers 404). Pure, for server and client.
 */
import { parseId } from '@/components/drawer/drawer-slug';

export type CooperatorTab = 'details' | 'contacts';

export type CooperatorRoute =
  | { view: 'list'; drawer: 'closed' | 'create' }
  | { view: 'detail'; id: number; tab: 'details'; drawer: 'closed' | 'edit' }
  | { view: 'detail'; id: number; tab: 'contacts'; drawer: 'closed' | 'create' }
  | { view: 'detail'; id: number; tab: 'contacts'; drawer: 'edit'; contactId: number }
  | { view: 'invalid' };

const INVALID: CooperatorRoute = { view: 'invalid' };

export function parseCooperatorRoute(slug: string[] | undefined): CooperatorRoute {
  const [first, ...rest] = slug ?? [];
  if (first === undefined) return { view: 'list', drawer: 'closed' };
  if (first === 'new') return rest.length ? INVALID : { view: 'list', drawer: 'create' };
  const id = parseId(first);
  if (id === null) return INVALID;
  const path = rest.join('/');
  if (path === '') return { view: 'detail', id, tab: 'details', drawer: 'closed' };
  if (path === 'edit') return { view: 'detail', id, tab: 'details', drawer: 'edit' };
  if (rest[0] !== 'contacts') return INVALID;
  if (rest.length === 1) return { view: 'detail', id, tab: 'contacts', drawer: 'closed' };
  if (rest.length === 2 && rest[1] === 'new') return { view: 'detail', id, tab: 'contacts', drawer: 'create' };
  const contactId = parseId(rest[1]);
  if (rest.length === 3 && rest[2] === 'edit' && contactId !== null) {
    return { view: 'detail', id, tab: 'contacts', drawer: 'edit', contactId };
  }
  return INVALID;
}

/** Hrefs of the cooperator screens. */
export const cooperatorHrefs = {
  list: '/cooperators',
  create: '/cooperators/new',
  detail: (id: number) => `/cooperators/${id}`,
  edit: (id: number) => `/cooperators/${id}/edit`,
  tab: (id: number, tab: CooperatorTab) => (tab === 'details' ? `/cooperators/${id}` : `/cooperators/${id}/contacts`),
  newContact: (id: number) => `/cooperators/${id}/contacts/new`,
  editContact: (id: number, contactId: number) => `/cooperators/${id}/contacts/${contactId}/edit`,
};
