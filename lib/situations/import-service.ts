import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { projectCooperatorItems, projectCooperators } from '@/db/schema';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { AppError, conflict } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { itemTotalPrice, MONEY_SCALE } from '@/lib/project-items/amounts';
import { ID_COLUMN, labelColumns } from '@/lib/project-items/import-options';
import { yieldToLoop } from '@/lib/project-items/import-rows';
import { assertXlsx, readRangeCells, type UploadedFile } from '@/lib/project-items/import-service';
import { existingItems, inChunks as inChunksOf, ROWS_PER_STATEMENT } from '@/lib/project-items/import-statements';
import { requireProject } from '@/lib/projects/queries';
import { COOPERATOR_TYPE_CONTRACTOR } from './constants';
import { MAX_SKIPPED_REPORTED, type ContractorImportOptions, type ContractorImportReport, type SkippedImportRow } from './import-options';
import { parseContractorRows, type ContractorImportRow } from './import-rows';

/**
 * POST /api/Projects/{id}/ImportProjectContractorItems: the file's rows REPLACE the contractor's
 * cost list in one transaction (a failure leaves the old list untouched).
 *
 * - The contractor is checked against the project in the path (a project cooperator of this
 *   project, Izvođač with "has BOQ"); the id alone is never trusted. Checked before the upload is
 *   read and again under the project's row lock.
 * - Rows are matched to the bill of quantities by the Id in column A: a row with amounts whose Id
 *   is missing, not an item of this project, or a group is skipped and reported with its reason.
 * - A line of an item already on the list is updated in place (same id: its executed quantities
 *   and its subcontractor lines stay); other rows create lines; lines of items absent from the
 *   file are deleted with their subcontractor lines, EXCEPT that a line with executed quantities
 *   (its own or its subcontractor lines') is never dropped: the whole import answers 409 naming
 *   those items and nothing changes (as the delete of one such line does, docs/situations.md).
 * - Totals = round(quantity x unit price, 2), half away from zero (amounts.ts), exact.
 */
const fileError = (message: string) => new AppError(400, message, { File: [message] });
const contractorError = (message: string) => new AppError(400, message, { contractorId: [message] });

/** The contractor must be a contractor with a bill of quantities of THIS project (400 otherwise). */
export async function requireContractor(db: DbOrTx, projectId: number, contractorId: number): Promise<void> {
  const [pc] = await db
    .select({ typeId: projectCooperators.cooperatorTypeId, hasBoq: projectCooperators.hasBoq })
    .from(projectCooperators)
    .where(and(eq(projectCooperators.id, contractorId), eq(projectCooperators.projectId, projectId)));
  if (!pc) throw contractorError(messages.contractorImportNotOnProject);
  if (pc.typeId !== COOPERATOR_TYPE_CONTRACTOR || !pc.hasBoq) throw contractorError(messages.contractorImportNotContractor);
}

export type ContractorImportInput = { rows: ContractorImportRow[]; rowsWithoutAmounts: number };

/** The checked rows of an uploaded workbook, read in the worker (no database work). */
export async function readContractorWorkbook(file: UploadedFile, options: ContractorImportOptions): Promise<ContractorImportInput> {
  await assertXlsx(file);
  const { excelRange: range, labelOrder } = options;
  const byLabel = labelColumns(labelOrder, range.start.column);
  const rawRows = await readRangeCells(file, options.sheetName, range, [ID_COLUMN, byLabel.Quantity!, byLabel.UnitPrice!]);
  const { rows, rowsWithoutAmounts, errors } = await parseContractorRows(rawRows);
  if (errors.length) {
    const texts = errors.map((e) => messages.importRowError(e.row, e.message));
    throw new AppError(400, texts[0], { File: texts });
  }
  if (!rows.length) throw fileError(messages.contractorImportNoLines);
  return { rows, rowsWithoutAmounts };
}

const inChunks = <T>(list: readonly T[], run: (chunk: readonly T[]) => Promise<void>) => inChunksOf(list, ROWS_PER_STATEMENT, run);

type PlannedLine = { id: number | null; project_item_id: number; quantity: string; unit_price: string; total_price: string };
const RECORDSET = sql.raw('(id int, project_item_id int, quantity numeric, unit_price numeric, total_price numeric)');
const jsonIds = (ids: readonly number[]) => sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Up to this many item names in the 409's message. */
const EXECUTED_NAMES_SHOWN = 5;

export async function replaceContractorItems(
  tx: Tx,
  projectId: number,
  contractorId: number,
  input: ContractorImportInput,
): Promise<ContractorImportReport> {
  await requireProject(tx, projectId, true);
  await requireContractor(tx, projectId, contractorId);

  const kinds = new Map((await existingItems(tx, projectId)).map((i) => [i.id, i.isGroup]));
  const skipped: SkippedImportRow[] = [];
  const wanted = new Map<number, ContractorImportRow>();
  for (const r of input.rows) {
    const reason =
      r.id === null
        ? messages.contractorImportNoId
        : !kinds.has(r.id)
          ? messages.contractorImportUnknownId(r.id)
          : kinds.get(r.id)
            ? messages.contractorImportGroup(r.id)
            : null;
    if (reason) skipped.push({ row: r.row, id: r.id, reason });
    else wanted.set(r.id!, r);
  }
  if (!wanted.size) {
    const texts = [messages.contractorImportNoLines, ...skipped.slice(0, 49).map((s) => messages.importRowError(s.row, s.reason))];
    throw new AppError(400, texts[0], { File: texts });
  }

  const existing = await tx
    .select({ id: projectCooperatorItems.id, projectItemId: projectCooperatorItems.projectItemId })
    .from(projectCooperatorItems)
    .where(and(eq(projectCooperatorItems.projectCooperatorId, contractorId), isNull(projectCooperatorItems.contractorItemId)))
    .for('update');
  const lineOf = new Map(existing.map((l) => [l.projectItemId, l.id]));
  const toDelete = existing.filter((l) => !wanted.has(l.projectItemId)).map((l) => l.id);

  // Never lose executed quantities silently: a dropped line with any (its own or its
  // subcontractor lines') stops the import, nothing changed.
  let deletedSubcontractorLines = 0;
  if (toDelete.length) {
    const executed = await tx.execute(sql`
      select distinct pi.id, pi.name from project_cooperator_items ci
      join situation_items si on si.project_cooperator_item_id = ci.id
      join project_items pi on pi.id = ci.project_item_id
      where ci.id in ${jsonIds(toDelete)} or ci.contractor_item_id in ${jsonIds(toDelete)}
      order by pi.id`);
    const names = (executed.rows as { name: string }[]).map((r) => r.name);
    if (names.length) {
      throw conflict(messages.contractorImportExecutedLost(names.slice(0, EXECUTED_NAMES_SHOWN), names.length - EXECUTED_NAMES_SHOWN));
    }
    const subs = await tx.execute(sql`select count(*)::int as n from project_cooperator_items where contractor_item_id in ${jsonIds(toDelete)}`);
    deletedSubcontractorLines = Number((subs.rows[0] as { n: number | string }).n);
  }

  const planned: PlannedLine[] = [];
  let total = 0n;
  let i = 0;
  for (const [itemId, r] of wanted) {
    if (++i % 500 === 0) await yieldToLoop();
    const totalPrice = itemTotalPrice(r.quantity, r.unitPrice);
    total += toScaled(totalPrice, MONEY_SCALE);
    planned.push({ id: lineOf.get(itemId) ?? null, project_item_id: itemId, quantity: r.quantity, unit_price: r.unitPrice, total_price: totalPrice });
  }
  const toUpdate = planned.filter((p) => p.id !== null);
  const toInsert = planned.filter((p) => p.id === null);

  // Deletions first (their subcontractor lines cascade), then updates in place, then new lines.
  await inChunks(toDelete, async (chunk) => {
    await tx.execute(sql`delete from project_cooperator_items where project_cooperator_id = ${contractorId} and id in ${jsonIds(chunk)}`);
  });
  await inChunks(toUpdate, async (chunk) => {
    await tx.execute(sql`
      update project_cooperator_items ci set quantity = x.quantity, unit_price = x.unit_price, total_price = x.total_price
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x${RECORDSET}
      where ci.id = x.id and ci.project_cooperator_id = ${contractorId}`);
  });
  await inChunks(toInsert, async (chunk) => {
    await tx.execute(sql`
      insert into project_cooperator_items (project_id, project_cooperator_id, project_item_id, contractor_item_id, quantity, unit_price, total_price)
      select ${projectId}, ${contractorId}, x.project_item_id, null, x.quantity, x.unit_price, x.total_price
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x${RECORDSET}`);
  });

  return {
    lines: planned.length,
    totalPrice: fromScaled(total, MONEY_SCALE),
    created: toInsert.length,
    updated: toUpdate.length,
    deleted: toDelete.length,
    deletedSubcontractorLines,
    rowsWithoutAmounts: input.rowsWithoutAmounts,
    skipped: skipped.slice(0, MAX_SKIPPED_REPORTED),
    skippedCount: skipped.length,
  };
}
