'use client';

import { Anchor } from '@mantine/core';
import { friendlyFormatIBAN } from 'ibantools';
import { useRouter } from 'next/navigation';
import { DetailFields, DetailGrid } from '@/components/detail/DetailGrid';
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
    <DetailGrid
      onDelete={canDelete ? () => confirmDeleteCooperator(c, () => router.replace(cooperatorHrefs.list)) : null}
      editHref={canUpdate ? cooperatorHrefs.edit(c.id) : null}
    >
      <DetailFields row={c} labels={L} keys={['name', 'oib', 'personType', 'associateType', 'mbg', 'mb']} />
      <DetailField label={L.iban}>{c.iban ? friendlyFormatIBAN(c.iban) : null}</DetailField>
      <DetailFields row={c} labels={L} keys={['address', 'zip', 'city', 'country']} />
      <DetailField label={L.email}>{c.email && <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>}</DetailField>
      <DetailField label={L.phone}>{c.phone && <Anchor href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Anchor>}</DetailField>
      <DetailField label={L.web}>
        {web && (
          <Anchor href={web} target="_blank" rel="noopener noreferrer">
            {c.web}
          </Anchor>
        )}
      </DetailField>
    </DetailGrid>
  );
}
