'use client';

import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { formatDate, formatQuantity } from '@/lib/format';
import type { ProjectDto } from '@/lib/projects/schemas';
import { confirmDeleteProject } from './delete-actions';
import { PROJECT_LABELS as L } from '@/lib/i18n/projects';
import { projectHref } from '@/lib/projects/screen';

type Props = { project: ProjectDto; canUpdate: boolean; canDelete: boolean };

const EMPTY = '—';

/** A coordinate as the office writes it: decimal comma, up to 8 decimals ("45,815399"). */
const coordinate = (value: string | null) => (value ? formatQuantity(value, 8) : null);

/** The Detalji tab: every field read-only in two columns, with edit and delete. */
export function ProjectDetails({ project: p, canUpdate, canDelete }: Props) {
  const router = useRouter();
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <DetailField label={L.name}>{p.name}</DetailField>
          <DetailField label={L.shortName}>{p.shortName}</DetailField>
          <DetailField label={L.code}>{p.code}</DetailField>
          <DetailField label={L.projectStatus}>{p.projectStatus}</DetailField>
          <DetailField label={L.investor}>{p.investor}</DetailField>
          <DetailField label={L.defaultWorkRecordCoefficient}>{p.defaultWorkRecordCoefficient}</DetailField>
          <DetailField label={L.startDate}>{p.startDate && formatDate(p.startDate)}</DetailField>
          <DetailField label={L.endDate}>{p.endDate && formatDate(p.endDate)}</DetailField>
          <DetailField label={L.address}>{p.address}</DetailField>
          <DetailField label={L.city}>{p.city}</DetailField>
          <DetailField label={L.country}>{p.country}</DetailField>
          <DetailField label={`${L.longitude} / ${L.latitude}`}>
            {p.longitude || p.latitude ? `${coordinate(p.longitude) ?? EMPTY} / ${coordinate(p.latitude) ?? EMPTY}` : null}
          </DetailField>
          <DetailField label={L.workHourEntryDeadlineExtensionInDays}>{String(p.workHourEntryDeadlineExtensionInDays)}</DetailField>
          <DetailField label={L.paymentMethod} multiline>
            {p.paymentMethod}
          </DetailField>
          <DetailField label={L.paymentTerms} multiline>
            {p.paymentTerms}
          </DetailField>
          <DetailField label={L.bankGuarantees} multiline>
            {p.bankGuarantees}
          </DetailField>
          <DetailField label={L.description} multiline>
            {p.description}
          </DetailField>
        </SimpleGrid>
      </Paper>
      <DetailActions
        onDelete={canDelete ? () => confirmDeleteProject(p, () => router.replace(projectHref.list)) : null}
        editHref={canUpdate ? projectHref.edit(p.id) : null}
      />
    </Stack>
  );
}
