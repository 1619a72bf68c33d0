'use client';

import { useRouter } from 'next/navigation';
import { DetailFields, DetailGrid } from '@/components/detail/DetailGrid';
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

/** The long texts, each on its lines. */
const LONG_TEXTS = ['paymentMethod', 'paymentTerms', 'bankGuarantees', 'description'] as const;

/** The Detalji tab: every field read-only in two columns, with edit and delete. */
export function ProjectDetails({ project: p, canUpdate, canDelete }: Props) {
  const router = useRouter();
  return (
    <DetailGrid
      onDelete={canDelete ? () => confirmDeleteProject(p, () => router.replace(projectHref.list)) : null}
      editHref={canUpdate ? projectHref.edit(p.id) : null}
    >
      <DetailFields row={p} labels={L} keys={['name', 'shortName', 'code', 'projectStatus', 'investor', 'defaultWorkRecordCoefficient']} />
      <DetailField label={L.startDate}>{p.startDate && formatDate(p.startDate)}</DetailField>
      <DetailField label={L.endDate}>{p.endDate && formatDate(p.endDate)}</DetailField>
      <DetailFields row={p} labels={L} keys={['address', 'city', 'country']} />
      <DetailField label={`${L.longitude} / ${L.latitude}`}>
        {p.longitude || p.latitude ? `${coordinate(p.longitude) ?? EMPTY} / ${coordinate(p.latitude) ?? EMPTY}` : null}
      </DetailField>
      <DetailField label={L.workHourEntryDeadlineExtensionInDays}>{String(p.workHourEntryDeadlineExtensionInDays)}</DetailField>
      {LONG_TEXTS.map((key) => (
        <DetailField key={key} label={L[key]} multiline>
          {p[key]}
        </DetailField>
      ))}
    </DetailGrid>
  );
}
