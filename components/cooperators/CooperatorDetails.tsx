'use client';

import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { friendlyFormatIBAN } from 'ibantools';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import type { CooperatorDto } from '@/lib/cooperators/schemas';
import { messages } from '@/lib/i18n/messages';
import { cooperatorHrefs } from './cooperator-route';
import { confirmDeleteCooperator } from './delete-actions';
import { COOPERATOR_LABELS as L } from './labels';

type Props = { cooperator: CooperatorDto; canUpdate: boolean; canDelete: boolean };

const EMPTY = '—';

/** The Detalji tab: every field read-only in two columns, with edit and delete. */
export function CooperatorDetails({ cooperator: c, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const web = c.web ? (/^https?:\/\//i.test(c.web) ? c.web : `https://${c.web}`) : null;

  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Field label={L.name}>{c.name}</Field>
          <Field label={L.oib}>{c.oib}</Field>
          <Field label={L.personType}>{c.personType}</Field>
          <Field label={L.associateType}>{c.associateType}</Field>
          <Field label={L.mbg}>{c.mbg}</Field>
          <Field label={L.mb}>{c.mb}</Field>
          <Field label={L.iban}>{c.iban ? friendlyFormatIBAN(c.iban) : null}</Field>
          <Field label={L.address}>{c.address}</Field>
          <Field label={L.zip}>{c.zip}</Field>
          <Field label={L.city}>{c.city}</Field>
          <Field label={L.country}>{c.country}</Field>
          <Field label={L.email}>{c.email && <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>}</Field>
          <Field label={L.phone}>{c.phone && <Anchor href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Anchor>}</Field>
          <Field label={L.web}>
            {web && (
              <Anchor href={web} target="_blank" rel="noopener noreferrer">
                {c.web}
              </Anchor>
            )}
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
              onClick={() => confirmDeleteCooperator(c, () => router.replace(cooperatorHrefs.list))}
            >
              {messages.delete}
            </Button>
          )}
          {canUpdate && (
            <Button component={Link} href={cooperatorHrefs.edit(c.id)} scroll={false} leftSection={<IconPencil size={16} />}>
              {messages.edit}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children || EMPTY}</Text>
    </div>
  );
}
