/**
 * Generating ONE document from selected lines of one or SEVERAL documents (the items switch's
 * Generate drawer; POST /api/Documents/Generate, lib/documents/workflow.ts generateFromItems).
 * Pure and client-safe: the drawer shows the same refusals the service answers.
 *
 * - the new document's header is what every source would give it (`followUpHeader`, the same
 *   header a single-source generate copies): a field the sources disagree on stays empty;
 * - the project: the one project of the new lines (and of the sources' headers); lines of
 *   several projects only where the type allows it (`ONE_PROJECT_TYPES`) and never for a
 *   SiteManager (who must choose a project, §5);
 * - a TransferReceivedNote has one destination project;
 * - the sources share one currency (the prices are in it);
 * - the type's required header fields must survive the merge (an Order's supplier).
 */
import { Role } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import { documentFieldErrors, keepDocumentTypeFields } from './fields';
import { documentType, DocumentType as T, isOutgoingType, STOCK_TYPES, type DocumentTypeId } from './types';

/**
 * The types whose generated document must be of one project: the stock types. Stock comes into
 * or leaves ONE project's warehouse per document (a transfer note leaves one source project,
 * its received note arrives in one). A purchase order, an order and a liquidation may gather
 * lines of several projects (one supplier, one invoice), each line keeping its project.
 */
export const ONE_PROJECT_TYPES: readonly DocumentTypeId[] = STOCK_TYPES;

export type GenerateSource = {
  documentTypeId: number;
  projectId: number | null;
  destinationProjectId: number | null;
  supplierId: number | null;
  deadlineDate: string | null;
  receiptCode: string | null;
  receiptAmount: string | null;
  currency: string;
  comment: string | null;
};

export type GeneratedHeader = {
  projectId: number | null;
  destinationProjectId: number | null;
  supplierId: number | null;
  deadlineDate: string | null;
  receiptCode: string | null;
  receiptAmount: string | null;
};

/** The header a document generated from `source` gets (the destination type's fields only). */
export function followUpHeader(source: Omit<GenerateSource, 'currency' | 'comment'>, destTypeId: number): GeneratedHeader {
  let header: GeneratedHeader = {
    projectId: source.projectId,
    destinationProjectId: source.destinationProjectId,
    supplierId: source.supplierId,
    deadlineDate: source.deadlineDate,
    receiptCode: source.receiptCode,
    receiptAmount: source.receiptAmount,
  };
  // What a received transfer brought in lies in the destination project: its follow-ups are there.
  if (source.documentTypeId === T.TransferReceivedNote && source.destinationProjectId !== null) {
    header = { ...header, projectId: source.destinationProjectId, destinationProjectId: null };
  }
  return keepDocumentTypeFields(destTypeId, header);
}

/** The value every entry has, else null. */
export function commonValue<V>(values: readonly V[]): V | null {
  if (values.length === 0) return null;
  return values.every((v) => v === values[0]) ? values[0] : null;
}

type Line = { projectId: number | null; destinationProjectId: number | null };

export type GeneratePlan =
  | { ok: true; header: GeneratedHeader; currency: string; comment: string | null }
  | { ok: false; field: string; message: string };

const distinct = (values: readonly (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/**
 * The new document's header from its sources and its (planned) lines, or why it cannot be
 * made (400 on `documentItemIds`). `lines` are the new lines as they will be stored (their
 * project after a receipt's warehouse item moved them, lines.ts).
 */
export function planGeneratedDocument(destTypeId: number, roleId: number, sources: readonly GenerateSource[], lines: readonly Line[]): GeneratePlan {
  const fail = (message: string): GeneratePlan => ({ ok: false, field: 'documentItemIds', message });
  if (lines.length === 0 || sources.length === 0) return fail(messages.documentGenerateNoItems);
  const name = documentType(destTypeId).singular;

  const currencies = [...new Set(sources.map((s) => s.currency))];
  if (currencies.length > 1) return fail(messages.documentGenerateMixedCurrencies);

  const headers = sources.map((s) => followUpHeader(s, destTypeId));
  const projects = distinct([...lines.map((l) => l.projectId), ...headers.map((h) => h.projectId)]);
  if (projects.length > 1 && (ONE_PROJECT_TYPES as readonly number[]).includes(destTypeId)) return fail(messages.documentGenerateOneProject(name));
  if (projects.length > 1 && roleId === Role.SiteManager) return fail(messages.documentGenerateSiteManagerOneProject);

  let header: GeneratedHeader = {
    projectId: projects.length === 1 ? projects[0] : null,
    destinationProjectId: commonValue(headers.map((h) => h.destinationProjectId)),
    supplierId: commonValue(headers.map((h) => h.supplierId)),
    deadlineDate: commonValue(headers.map((h) => h.deadlineDate)),
    receiptCode: commonValue(headers.map((h) => h.receiptCode)),
    receiptAmount: commonValue(headers.map((h) => h.receiptAmount)),
  };
  if (destTypeId === T.TransferReceivedNote) {
    const destinations = distinct([...lines.map((l) => l.destinationProjectId), ...headers.map((h) => h.destinationProjectId)]);
    if (destinations.length > 1) return fail(messages.documentGenerateOneDestination);
    header.destinationProjectId = destinations[0] ?? null;
  }
  if (header.destinationProjectId !== null && header.destinationProjectId === header.projectId) header.destinationProjectId = null;
  header = keepDocumentTypeFields(destTypeId, header);
  if (Object.keys(documentFieldErrors(destTypeId, roleId, header)).length) return fail(messages.documentGenerateMissingHeader(name));
  return { ok: true, header, currency: currencies[0], comment: commonValue(sources.map((s) => s.comment)) };
}

type SelectedLine = { documentTypeId: number; projectId: number | null; destinationProjectId: number | null };

/**
 * The drawer's early word on a selection (the service decides, with the stored headers): lines
 * of several projects for a type that needs one, or two destinations for a received transfer.
 * A received transfer's line is counted in its destination project when the new type takes
 * stock out (its warehouse item lies there).
 */
export function selectionProblem(destTypeId: number, items: readonly SelectedLine[]): string | null {
  const projectOf = (i: SelectedLine) =>
    i.documentTypeId === T.TransferReceivedNote && i.destinationProjectId !== null && isOutgoingType(destTypeId) ? i.destinationProjectId : i.projectId;
  if ((ONE_PROJECT_TYPES as readonly number[]).includes(destTypeId) && distinct(items.map(projectOf)).length > 1) {
    return messages.documentGenerateOneProject(documentType(destTypeId).singular);
  }
  if (destTypeId === T.TransferReceivedNote && distinct(items.map((i) => i.destinationProjectId)).length > 1) return messages.documentGenerateOneDestination;
  return null;
}
