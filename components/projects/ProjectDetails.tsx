'use client';

import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { ProjectDto } from '@/lib/projects/schemas';
import { confirmDeleteProject } from './delete-actions';
import { PROJECT_LABELS as L } from './labels';
import { projectHref } from './project-route';

type Props = { project: ProjectDto; canUpdate: boolean; canDelete: boolean };

const EMPTY = '—';

/** A coordinate as the office writes it: decimal comma ("45,815399"). */
const coordinate = (value: string | null) => (value ? value.replace('.', ',') : null);

/** The Detalji tab: every field read-only in two columns, with edit and delete. */
export function ProjectDetails({ project: p, canUpdate, canDelete }: Props) {
  const router = useRouter();
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Field label={L.name}>{p.name}</Field>
          <Field label={L.shortName}>{p.shortName}</Field>
          <Field label={L.code}>{p.code}</Field>
          <Field label={L.projectStatus}>{p.projectStatus}</Field>
          <Field label={L.investor}>{p.investor}</Field>
          <Field label={L.defaultWorkRecordCoefficient}>{p.defaultWorkRecordCoefficient}</Field>
          <Field label={L.startDate}>{p.startDate && formatDate(p.startDate)}</Field>
          <Field label={L.endDate}>{p.endDate && formatDate(p.endDate)}</Field>
          <Field label={L.address}>{p.address}</Field>
          <Field label={L.city}>{p.city}</Field>
          <Field label={L.country}>{p.country}</Field>
          <Field label={`${L.longitude} / ${L.latitude}`}>
            {p.longitude || p.latitude ? `${coordinate(p.longitude) ?? EMPTY} / ${coordinate(p.latitude) ?? EMPTY}` : null}
          </Field>
          <Field label={L.workHourEntryDeadlineExtensionInDays}>{String(p.workHourEntryDeadlineExtensionInDays)}</Field>
          <Field label={L.paymentMethod} multiline>
            {p.paymentMethod}
          </Field>
          <Field label={L.paymentTerms} multiline>
            {p.paymentTerms}
          </Field>
          <Field label={L.bankGuarantees} multiline>
            {p.bankGuarantees}
          </Field>
          <Field label={L.description} multiline>
            {p.description}
          </Field>
        </SimpleGrid>
      </Paper>
      {(canUpdate || canDelete) && (
        <Group justify="flex-end">
          {canDelete && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmDeleteProject(p, () => router.replace(projectHref.list))}
            >
              {messages.delete}
            </Button>
          )}
          {canUpdate && (
            <Button component={Link} href={projectHref.edit(p.id)} scroll={false} leftSection={<IconPencil size={16} />}>
              {messages.edit}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function Field({ label, children, multiline }: { label: string; children: ReactNode; multiline?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={multiline ? { whiteSpace: 'pre-line' } : undefined}>{children || EMPTY}</Text>
    </div>
  );
}
