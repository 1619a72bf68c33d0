import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { documentItems, documents, warehouseItems, warehouses } from '@/db/schema';
import { moveDocumentStock } from '@/lib/documents/stock-ledger';
import { DocumentType } from '@/lib/documents/types';
import { unique } from './helpers';
import { newProject } from './project-items-fixtures';

/**
 * Stock on the database the way the model makes it: a project with its warehouse, and a
 * purchase received note completed through moveDocumentStock (new warehouse items, ledger rows,
 * quantities in one transaction). Documents are inserted directly: the documents API is
 * another helper's.
 */
export async function projectWithWarehouse(name = `Gradilište ${unique()}`): Promise<{ projectId: number; warehouseId: number }> {
  const projectId = await newProject(name);
  const [w] = await (await getDb()).insert(warehouses).values({ projectId, name: `Skladište ${name}` }).returning({ id: warehouses.id });
  return { projectId, warehouseId: w.id };
}

export type ReceiptLine = { name: string; unitOfMeasurementId: number; quantity: string; unitPrice: string; supplierId?: number | null };

/** A completed purchase received note of `projectId`; its id, code, line ids and the new warehouse items' ids in line order. */
export async function receive(projectId: number, lines: ReceiptLine[], documentTypeId: number = DocumentType.PurchaseReceivedNote) {
  const db = await getDb();
  const code = `PRM-T-${unique()}`;
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(documents)
      .values({ documentTypeId, code, year: 2026, projectId }) // no document supplier: each line keeps its own
      .returning({ id: documents.id });
    const items = await tx
      .insert(documentItems)
      .values(lines.map((l) => ({ ...l, supplierId: l.supplierId ?? null, projectId, documentId: doc.id })))
      .returning({ id: documentItems.id });
    await moveDocumentStock(tx, doc.id, null);
    await tx.update(documents).set({ documentStatusId: 901 }).where(eq(documents.id, doc.id));
    const ids = items.map((i) => i.id);
    const stock = await tx
      .select({ id: warehouseItems.id, source: warehouseItems.sourceDocumentItemId })
      .from(warehouseItems)
      .where(inArray(warehouseItems.sourceDocumentItemId, ids));
    const warehouseItemIds = ids.map((id) => stock.find((s) => s.source === id)!.id);
    return { documentId: doc.id, code, documentItemIds: ids, warehouseItemIds };
  });
}

/** A draft document (no stock) of any type, e.g. a purchase order to refuse as a verification's document. */
export async function draftDocument(projectId: number, documentTypeId: number): Promise<{ id: number; code: string }> {
  const code = `T-${unique()}`;
  const [doc] = await (await getDb()).insert(documents).values({ documentTypeId, code, year: 2026, projectId }).returning({ id: documents.id });
  return { id: doc.id, code };
}
