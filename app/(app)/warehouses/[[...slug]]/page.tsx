import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { WarehouseDrawer, WarehousesTable } from '@/components/warehouses/WarehousesTable';
import { getDb } from '@/db/client';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { parseListQuery } from '@/lib/http/list-params';
import { WAREHOUSE_TEXTS } from '@/lib/i18n/warehouses';
import { getWarehouse, searchWarehouses } from '@/lib/warehouses/queries';
import { WAREHOUSE_LIST } from '@/lib/warehouses/schemas';
import { WAREHOUSE_SCREEN } from '@/lib/warehouses/screen';

export const dynamic = 'force-dynamic';

/** /warehouses and /warehouses/{id} (lib/warehouses/screen.ts). */
export default async function WarehousesPage(props: ScreenPageProps) {
  const { route } = await requireScreen(WAREHOUSE_SCREEN, props);
  const q = parseListQuery(await props.searchParams, WAREHOUSE_LIST);
  const selectedId = route.name === 'read' ? route.params.id : null;
  const db = await getDb();
  const [list, selected] = await Promise.all([searchWarehouses(db, q), selectedId !== null ? getWarehouse(db, selectedId) : null]);
  if (selectedId !== null && !selected) notFound();
  return (
    <Stack>
      <Title order={2}>{WAREHOUSE_TEXTS.warehousesTitle}</Title>
      <WarehousesTable data={list.pageItems} totalItems={list.totalItems} />
      <WarehouseDrawer mode={route.drawer} warehouse={selected} />
    </Stack>
  );
}
