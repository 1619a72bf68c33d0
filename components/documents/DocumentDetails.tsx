'use client';

import { Anchor, SimpleGrid } from '@mantine/core';
import Link from 'next/link';
import { DetailField } from '@/components/detail/DetailField';
import { documentTypeFields } from '@/lib/documents/fields';
import type { DocumentDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { DOCUMENT_LABELS as L } from '@/lib/i18n/documents-ui';

const link = (id: number | null, code: string | null) =>
  id ? (
    <Anchor component={Link} href={documentHref.detail(id)}>
      {code}
    </Anchor>
  ) : null;

/** The document's read view: the fields its type has (fields.ts), its links and totals. */
export function DocumentDetails({ document: d }: { document: DocumentDto }) {
  const fields = documentTypeFields(d.documentTypeId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="document-details">
      <DetailField label={L.code}>{d.code}</DetailField>
      <DetailField label={L.project}>{d.project}</DetailField>
      {fields.includes('destinationProjectId') && <DetailField label={L.destinationProject}>{d.destinationProject}</DetailField>}
      {fields.includes('supplierId') && <DetailField label={L.supplier}>{d.supplier}</DetailField>}
      {fields.includes('deadlineDate') && <DetailField label={L.deadlineDate}>{formatDate(d.deadlineDate)}</DetailField>}
      {fields.includes('receiptCode') && <DetailField label={L.receiptCode}>{d.receiptCode}</DetailField>}
      {fields.includes('receiptAmount') && <DetailField label={L.receiptAmount}>{formatMoney(d.receiptAmount)}</DetailField>}
      <DetailField label={L.totalPrice}>{`${formatMoney(d.totalPrice)} ${d.currency}`}</DetailField>
      <DetailField label={L.parent}>{link(d.parentId, d.parentCode)}</DetailField>
      {d.stornedDocumentId && <DetailField label={L.storned}>{link(d.stornedDocumentId, d.stornedDocumentCode)}</DetailField>}
      {d.storningDocumentId && <DetailField label={L.storning}>{link(d.storningDocumentId, d.storningDocumentCode)}</DetailField>}
      <DetailField label={L.createdBy}>{d.createdBy}</DetailField>
      <DetailField label={L.createdDate}>{formatDateTime(d.createdDate)}</DetailField>
      {d.completedDate && <DetailField label={L.completedDate}>{formatDateTime(d.completedDate)}</DetailField>}
      <DetailField label={L.comment} multiline>
        {d.comment}
      </DetailField>
    </SimpleGrid>
  );
}
