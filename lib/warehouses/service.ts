import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { warehouseItems } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { getWarehouseItem } from './queries';
import type { WarehouseItemDto } from './schemas';
import type { WarehouseItemInput } from './schemas';

/**
 * PUT /api/WarehouseItems/{id}: only the name and the description change (spec §5). Quantity,
 * price, unit and supplier belong to the ledger and the received note, so the body cannot carry
 * them (the schema strips them). The row lock orders this write with a completing document's.
 */
export async function updateWarehouseItem(tx: Tx, id: number, input: WarehouseItemInput): Promise<WarehouseItemDto> {
  const [current] = await tx.select({ id: warehouseItems.id }).from(warehouseItems).where(eq(warehouseItems.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await tx.update(warehouseItems).set({ name: input.name, description: input.description }).where(eq(warehouseItems.id, id));
  return (await getWarehouseItem(tx, id))!;
}
