import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { ContactDrawer } from '@/components/cooperators/ContactDrawer';
import { ContactsTable } from '@/components/cooperators/ContactsTable';
import { CooperatorDetails } from '@/components/cooperators/CooperatorDetails';
import { CooperatorDrawer } from '@/components/cooperators/CooperatorDrawer';
import { CooperatorsTable } from '@/components/cooperators/CooperatorsTable';
import { CooperatorTabs } from '@/components/cooperators/CooperatorTabs';
import { cooperatorHrefs, parseCooperatorRoute } from '@/components/cooperators/cooperator-route';
import { COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';
import { drawerHrefs } from '@/components/drawer/drawer-slug';
import { getDb } from '@/db/client';
import { can, writeRights } from '@/lib/auth/permissions';
import { requirePageAccess } from '@/lib/auth/session';
import { contactsOf, findCooperator, searchCooperators } from '@/lib/cooperators/queries';
import { COOPERATOR_LIST } from '@/lib/cooperators/schemas';
import { parseListQuery } from '@/lib/http/list-params';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /cooperators with its list, detail tabs and drawers (routes in cooperator-route.ts). Reads go
 * through lib/cooperators/queries like the API; a drawer route needs the right it opens for.
 */
export default async function CooperatorsPage({ params, searchParams }: Props) {
  const route = parseCooperatorRoute((await params).slug);
  if (route.view === 'invalid') notFound();
  const drawerRight = route.drawer === 'create' ? 'create' : route.drawer === 'edit' ? 'update' : 'read';
  const user = await requirePageAccess('cooperators', drawerRight);
  const rights = writeRights(user.roleId, 'cooperators');
  const canAddCity = can(user.roleId, 'lookups', 'create');
  const db = await getDb();
  const [personTypes, associateTypes] = await Promise.all([codebookSelectOptions(db, 'PersonType'), codebookSelectOptions(db, 'AssociateType')]);

  if (route.view === 'list') {
    const query = await searchParams;
    const list = await searchCooperators(db, parseListQuery(query, COOPERATOR_LIST));
    return (
      <Stack>
        <Title order={2}>{T.title}</Title>
        <CooperatorsTable
          data={list.pageItems}
          totalItems={list.totalItems}
          personTypes={personTypes}
          associateTypes={associateTypes}
          canCreate={rights.canCreate}
        />
        <CooperatorDrawer
          mode={route.drawer}
          cooperator={null}
          personTypes={personTypes}
          associateTypes={associateTypes}
          canAddCity={canAddCity}
          closeHref={drawerHrefs(cooperatorHrefs.list, query).list}
        />
      </Stack>
    );
  }

  const [cooperator, contacts] = await Promise.all([findCooperator(db, route.id), contactsOf(db, route.id)]);
  if (!cooperator) notFound();
  const contact = route.tab === 'contacts' && route.drawer === 'edit' ? contacts.find((c) => c.id === route.contactId) : null;
  if (contact === undefined) notFound();

  return (
    <Stack gap="xs">
      <CooperatorTabs cooperator={cooperator} contactCount={contacts.length} tab={route.tab}>
        {route.tab === 'details' ? (
          <CooperatorDetails cooperator={cooperator} canUpdate={rights.canUpdate} canDelete={rights.canDelete} />
        ) : (
          <ContactsTable cooperatorId={cooperator.id} contacts={contacts} {...rights} />
        )}
      </CooperatorTabs>
      {route.tab === 'details' ? (
        <CooperatorDrawer
          mode={route.drawer}
          cooperator={cooperator}
          personTypes={personTypes}
          associateTypes={associateTypes}
          canAddCity={canAddCity}
          closeHref={cooperatorHrefs.detail(cooperator.id)}
        />
      ) : (
        <ContactDrawer mode={route.drawer} cooperatorId={cooperator.id} contact={contact} canAddCity={canAddCity} />
      )}
    </Stack>
  );
}
