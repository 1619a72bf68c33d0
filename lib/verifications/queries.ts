import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { codebooks, documents, projects, verifications } from '@/db/schema';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, COUNT_CAP, defineList, mapPage } from '@/lib/http/list-query';
import { DocumentType } from '@/lib/navigation/document-types';
import { VERIFICATION_DOWNLOAD_URL, VERIFICATION_LIST, VerificationStatus, type VerificationDto } from './schemas';

const columns = {
  id: verifications.id,
  fileName: verifications.fileName,
  contentType: verifications.contentType,
  size: verifications.size,
  verificationStatusId: verifications.verificationStatusId,
  verificationStatus: codebooks.label,
  remark: verifications.remark,
  projectId: verifications.projectId,
  project: projects.name,
  documentId: verifications.documentId,
  documentCode: documents.code,
  createdBy: verifications.createdBy,
  createdDate: verifications.createdDate,
  // The download address, as verificationDownloadUrl writes it (in SQL: the JSON page is written by Postgres).
  url: sql<string>`${sql.raw(`'${VERIFICATION_DOWNLOAD_URL.before}'`)} || ${verifications.id} || ${sql.raw(`'${VERIFICATION_DOWNLOAD_URL.after}'`)}`,
};

function baseSelect(db: DbOrTx) {
  return db
    .select(columns)
    .from(verifications)
    .innerJoin(codebooks, eq(codebooks.id, verifications.verificationStatusId))
    .innerJoin(projects, eq(projects.id, verifications.projectId))
    .leftJoin(documents, eq(documents.id, verifications.documentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];
const toDto = (r: Row): VerificationDto => ({ ...r, createdDate: r.createdDate.toISOString() });

const list = defineList(VERIFICATION_LIST, {
  filters: {
    verificationStatusId: verifications.verificationStatusId,
    verificationsStatusId: verifications.verificationStatusId,
    projectId: verifications.projectId,
    documentId: verifications.documentId,
    createdById: verifications.createdById,
    fileName: verifications.fileName,
    remark: verifications.remark,
  },
  sort: {
    createdDate: verifications.createdDate,
    fileName: verifications.fileName,
    verificationStatus: codebooks.label,
    project: projects.name,
    documentCode: documents.code,
    createdBy: verifications.createdBy,
  },
  tiebreak: verifications.id,
  // Capped (issue 15): a verification file for every received note, for good; at most 10,001
  // entries are counted, the screen shows "10.000+" above that; unfiltered, the planner's
  // estimate answers "10.000+" when the table is clearly larger.
  counting: cappedCount(COUNT_CAP, { estimate: verifications }),
});

/** The ids of the matching verifications, with the join the sort in use needs (the filters are the row's own). */
function lean(db: DbOrTx, sortBy: string) {
  let qb = db.select({ id: verifications.id }).from(verifications).$dynamic();
  if (sortBy === 'verificationStatus') qb = qb.innerJoin(codebooks, eq(codebooks.id, verifications.verificationStatusId));
  if (sortBy === 'project') qb = qb.innerJoin(projects, eq(projects.id, verifications.projectId));
  if (sortBy === 'documentCode') qb = qb.leftJoin(documents, eq(documents.id, verifications.documentId));
  return qb;
}

/**
 * GET /api/Verifications, the /verifications table and a received note's verifications tab: the
 * page and the capped count; a page deep in the list reads its ids first.
 */
export async function searchVerifications(db: DbOrTx, q: ListQuery): Promise<Paged<VerificationDto>> {
  const page = await list.page(db, q, { rows: baseSelect(db).$dynamic(), count: lean(db, ''), keys: lean(db, q.sortBy) });
  return mapPage(page, toDto);
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts): the first page and its count in one statement. */
export function searchVerificationsJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return list.pageJson(db, q, { rows: baseSelect(db).$dynamic(), count: lean(db, ''), keys: lean(db, q.sortBy) });
}

export async function getVerification(db: DbOrTx, id: number): Promise<VerificationDto | null> {
  const [row] = await baseSelect(db).where(eq(verifications.id, id)).limit(1);
  return row ? toDto(row) : null;
}

/** The SiteManager's menu badge: verifications still Unverified. */
export async function countUnverified(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(verifications).where(eq(verifications.verificationStatusId, VerificationStatus.Unverified));
  return row.n;
}

/** The document choice of the form (§5): the purchase received notes of a project, newest first. */
export async function receivedNotesOfProject(db: DbOrTx, projectId: number): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ id: documents.id, code: documents.code })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.documentTypeId, DocumentType.PurchaseReceivedNote)))
    .orderBy(desc(documents.createdDate), asc(documents.id))
    .limit(500);
  return rows.map((r) => ({ value: String(r.id), label: r.code }));
}
