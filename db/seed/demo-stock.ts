import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../client';
import { cooperators, documents, files, projects, unitsOfMeasurement, users, verifications } from '../schema';
import { createDocumentItem } from '../../lib/documents/item-service';
import { documentCreateSchema, documentItemCreateSchema } from '../../lib/documents/schemas';
import { createDocument } from '../../lib/documents/service';
import { completeDocumentById } from '../../lib/documents/workflow';
import { DocumentType } from '../../lib/documents/types';
import { DEMO_COOPERATORS } from './data/project-people';
import { DEMO_PROJECTS } from './data/projects';

/**
 * Demo stock and verifications (issue 12): one purchase received note on each of the first two
 * demo projects, created and completed through the documents service (so the warehouse items,
 * the ledger and the quantities are the model's own), and three verifications of those notes
 * (two Unverified for the SiteManager's badge, one Verified). Idempotent: nothing is added when
 * a note with the demo comment exists. Needs the demo projects, cooperators and users.
 */
export const DEMO_STOCK_COMMENT = 'Demo: početno stanje skladišta';

type Line = { name: string; unit: string; quantity: string; unitPrice: string };
const RECEIPTS: ReadonlyArray<{ project: string; lines: Line[] }> = [
  {
    project: DEMO_PROJECTS[0].name,
    lines: [
      { name: 'Beton C25/30', unit: 'm3', quantity: '24', unitPrice: '92.50' },
      { name: 'Armaturna mreža Q-335', unit: 'kom', quantity: '60', unitPrice: '38.90' },
      { name: 'Cement CEM II 42,5 (vreća 25 kg)', unit: 'kom', quantity: '120', unitPrice: '7.35' },
    ],
  },
  {
    project: DEMO_PROJECTS[1].name,
    lines: [
      { name: 'Čelični profil HEB 200', unit: 'm', quantity: '36', unitPrice: '54.20' },
      { name: 'Hidroizolacijska traka', unit: 'm2', quantity: '150', unitPrice: '6.80' },
    ],
  },
];

// A minimal valid PDF: the demo verifications' scanned receipts.
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export async function seedDemoStock(tx: DbOrTx): Promise<void> {
  const [done] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.documentTypeId, DocumentType.PurchaseReceivedNote), eq(documents.comment, DEMO_STOCK_COMMENT)))
    .limit(1);
  if (done) return;
  const [admin] = await tx
    .select({ id: users.id, roleId: users.roleId, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(sql`lower(${users.email})`, 'admin@gradiliste.test'))
    .limit(1);
  const projectRows = await tx.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.name, RECEIPTS.map((r) => r.project)));
  const [supplier] = await tx.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.name, DEMO_COOPERATORS[DEMO_COOPERATORS.length - 1].name)).limit(1);
  const units = await tx.select({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName }).from(unitsOfMeasurement);
  if (!admin || projectRows.length !== RECEIPTS.length) return;
  const unitId = (s: string) => units.find((u) => u.shortName === s)!.id;
  const t = tx as Tx;

  const notes: { id: number; projectId: number }[] = [];
  for (const receipt of RECEIPTS) {
    const projectId = projectRows.find((p) => p.name === receipt.project)!.id;
    const doc = await createDocument(
      t,
      admin,
      documentCreateSchema.parse({ documentTypeId: DocumentType.PurchaseReceivedNote, projectId, supplierId: supplier?.id ?? null, comment: DEMO_STOCK_COMMENT }),
    );
    for (const line of receipt.lines) {
      await createDocumentItem(
        t,
        admin,
        documentItemCreateSchema.parse({
          documentId: doc.id,
          name: line.name,
          unitOfMeasurementId: unitId(line.unit),
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          projectId,
          supplierId: supplier?.id ?? null,
        }),
      );
    }
    await completeDocumentById(t, admin, doc.id);
    notes.push({ id: doc.id, projectId });
  }

  const proofs = [
    { note: notes[0], fileName: 'Otpremnica betonare.pdf', status: 1400, remark: 'Provjeriti količinu betona s nadzorom.' },
    { note: notes[0], fileName: 'Račun armatura.pdf', status: 1401, remark: null },
    { note: notes[1], fileName: 'Otpremnica čelik.pdf', status: 1400, remark: null },
  ];
  const createdBy = `${admin.name} ${admin.surname}`.trim();
  for (const p of proofs) {
    const [file] = await tx
      .insert(files)
      .values({ content: DEMO_PDF, contentType: 'application/pdf', size: DEMO_PDF.byteLength, sha256: createHash('sha256').update(DEMO_PDF).digest('hex') })
      .returning({ id: files.id });
    await tx.insert(verifications).values({
      fileId: file.id,
      fileName: p.fileName,
      contentType: 'application/pdf',
      size: DEMO_PDF.byteLength,
      verificationStatusId: p.status,
      remark: p.remark,
      projectId: p.note.projectId,
      documentId: p.note.id,
      createdById: admin.id,
      createdBy,
    });
  }
}
