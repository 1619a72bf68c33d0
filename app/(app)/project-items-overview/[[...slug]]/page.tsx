import { Stack, Title } from '@mantine/core';
import { ItemsOverviewTable } from '@/components/project-items-overview/ItemsOverviewTable';
import { getDb } from '@/db/client';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { parseListQuery } from '@/lib/http/list-params';
import { ITEMS_OVERVIEW_TEXTS as T } from '@/lib/i18n/items-overview';
import { searchItemsOverview } from '@/lib/situations/overview-queries';
import { ITEMS_OVERVIEW_LIST } from '@/lib/situations/overview-schemas';
import { ITEMS_OVERVIEW_SCREEN } from '@/lib/situations/overview-screen';

export const dynamic = 'force-dynamic';

/**
 * /project-items-overview (SuperAdmin and Management): the list reads through the same query
 * function as GET /api/ProjectCooperatorItems/search, whatever the URL holds.
 */
export default async function ItemsOverviewPage(props: ScreenPageProps) {
  await requireScreen(ITEMS_OVERVIEW_SCREEN, props);
  const db = await getDb();
  const list = await searchItemsOverview(db, parseListQuery(await props.searchParams, ITEMS_OVERVIEW_LIST));
  return (
    <Stack>
      <Title order={2}>{T.title}</Title>
      <ItemsOverviewTable data={list.pageItems} totalItems={list.totalItems} totalCapped={list.totalCapped} />
    </Stack>
  );
}
