'use client';

import { Anchor, Paper, SimpleGrid, Stack } from '@mantine/core';
import { friendlyFormatIBAN } from 'ibantools';
import { useRouter } from 'next/navigation';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import type { CooperatorDto } from '@/lib/cooperators/schemas';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import { confirmDeleteCooperator } from './delete-actions';
import { COOPERATOR_LABELS as L } from '@/lib/i18n/cooperators';

type Props = { cooperator: CooperatorDto; canUpdate: boolean; canDelete: boolean };


/** The Detalji tab: every field read-only in two columns, with edit and delete. */
export function CooperatorDetails({ cooperator: c, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const web = c.web ? (/^https?:\/\//i.test(c.web) ? c.web : `https://${c.web}`) : null;

  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <DetailField label={L.name}>{c.name}</DetailField>
          <DetailField label={L.oib}>{c.oib}</DetailField>
          <DetailField label={L.personType}>{c.personType}</DetailField>
          <DetailField label={L.associateType}>{c.associateType}</DetailField>
          <DetailField label={L.mbg}>{c.mbg}</DetailField>
          <DetailField label={L.mb}>{c.mb}</DetailField>
          <DetailField label={L.iban}>{c.iban ? friendlyFormatIBAN(c.iban) : null}</DetailField>
          <DetailField label={L.address}>{c.address}</DetailField>
          <DetailField label={L.zip}>{c.zip}</DetailField>
          <DetailField label={L.city}>{c.city}</DetailField>
          <DetailField label={L.country}>{c.country}</DetailField>
          <DetailField label={L.email}>{c.email && <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>}</DetailField>
          <DetailField label={L.phone}>{c.phone && <Anchor href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Anchor>}</DetailField>
          <DetailField label={L.web}>
            {web && (
              <Anchor href={web} target="_blank" rel="noopener noreferrer">
                {c.web}
              </Anchor>
            )}
          </DetailField>
        </SimpleGrid>
      </Paper>
      <DetailActions
        onDelete={canDelete ? () => confirmDeleteCooperator(c, () => router.replace(cooperatorHrefs.list)) : null}
        editHref={canUpdate ? cooperatorHrefs.edit(c.id) : null}
      />
    </Stack>
  );
}
