import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { ContactDrawer } from '@/components/cooperators/ContactDrawer';
import { ContactsTable } from '@/components/cooperators/ContactsTable';
import { CooperatorDetails } from '@/components/cooperators/CooperatorDetails';
import { CooperatorDrawer } from '@/components/cooperators/CooperatorDrawer';
import { CooperatorsTable } from '@/components/cooperators/CooperatorsTable';
import { CooperatorTabs } from '@/components/cooperators/CooperatorTabs';
import { COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';
import { drawerHrefs } from '@/components/drawer/drawer-slug';
import { getDb } from '@/db/client';
import { can, writeRights } from '@/lib/auth/permissions';
import { visibleTabs } from '@/lib/auth/screen';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { contactsOf, findCooperator, searchCooperators } from '@/lib/cooperators/queries';
import { COOPERATOR_LIST } from '@/lib/cooperators/schemas';
import { COOPERATOR_SCREEN, cooperatorHrefs } from '@/lib/cooperators/screen';
import { parseListQuery } from '@/lib/http/list-params';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';

export const dynamic = 'force-dynamic';

/**
 * /cooperators with its list, detail tabs and drawers (lib/cooperators/screen.ts). Reads go
 * through lib/cooperators/queries like the API; a drawer route needs the right it opens for.
 */
export default async function CooperatorsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(COOPERATOR_SCREEN, props);
  const rights = writeRights(user.roleId, 'cooperators');
  const canAddCity = can(user.roleId, 'lookups', 'create');
  const db = await getDb();
  const [personTypes, associateTypes] = await Promise.all([codebookSelectOptions(db, 'PersonType'), codebookSelectOptions(db, 'AssociateType')]);
  /** What the cooperator drawer needs on the list and on the detail page alike. */
  const drawerOptions = { personTypes, associateTypes, canAddCity };

  if (route.page === 'list') {
    const query = await props.searchParams;
    const list = await searchCooperators(db, parseListQuery(query, COOPERATOR_LIST));
    return (
      <Stack>
        <Title order={2}>{T.title}</Title>
        <CooperatorsTable
          data={list.pageItems}
          totalItems={list.totalItems}
          totalCapped={list.totalCapped}
          personTypes={personTypes}
          associateTypes={associateTypes}
          canCreate={rights.canCreate}
        />
        <CooperatorDrawer mode={route.drawer} cooperator={null} {...drawerOptions} closeHref={drawerHrefs(cooperatorHrefs.list, query).list} />
      </Stack>
    );
  }

  const { id } = route.params;
  const [cooperator, contacts] = await Promise.all([findCooperator(db, id), contactsOf(db, id)]);
  if (!cooperator) notFound();
  const contact = route.name === 'contactEdit' ? contacts.find((c) => c.id === route.params.contactId) : null;
  if (contact === undefined) notFound();

  return (
    <Stack gap="xs">
      <CooperatorTabs cooperator={cooperator} contactCount={contacts.length} tab={route.tab} tabs={visibleTabs(user.roleId, COOPERATOR_SCREEN)}>
        {route.tab === 'details' ? (
          <CooperatorDetails cooperator={cooperator} canUpdate={rights.canUpdate} canDelete={rights.canDelete} />
        ) : (
          <ContactsTable cooperatorId={cooperator.id} contacts={contacts} {...rights} />
        )}
      </CooperatorTabs>
      {route.tab === 'details' ? (
        <CooperatorDrawer mode={route.drawer} cooperator={cooperator} {...drawerOptions} closeHref={cooperatorHrefs.detail(cooperator.id)} />
      ) : (
        <ContactDrawer mode={route.drawer} cooperatorId={cooperator.id} contact={contact} canAddCity={canAddCity} />
      )}
    </Stack>
  );
}
