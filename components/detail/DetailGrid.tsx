'use client';

import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailActions } from './DetailActions';
import { DetailField } from './DetailField';

type GridProps = {
  /** The DetailFields, in two columns. */
  children: ReactNode;
  /** Asks for confirmation itself; null hides the button (DetailActions). */
  onDelete?: (() => void) | null;
  /** The edit drawer's route; null hides the button. */
  editHref?: string | null;
};

/** A Detalji tab: every field read-only in two columns, edit and delete under them. */
export function DetailGrid({ children, onDelete, editHref }: GridProps) {
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          {children}
        </SimpleGrid>
      </Paper>
      <DetailActions onDelete={onDelete} editHref={editHref} />
    </Stack>
  );
}

type SectionProps = {
  title: string;
  /** Columns on a wide screen; 1 stacks the fields. */
  cols?: 1 | 2 | 3;
  children: ReactNode;
};

/** A titled group of a read-only view (a section of the form it mirrors). */
export function DetailSection({ title, cols = 3, children }: SectionProps) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {cols === 1 ? (
        <Stack gap="sm">{children}</Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Paper>
  );
}

type FieldsProps<K extends string> = {
  /** The row (a DTO): each key's value is shown as it is. */
  row: Record<K, ReactNode>;
  labels: Record<K, string>;
  keys: readonly K[];
};

/** Plain fields of a row, one DetailField a key, in the keys' order. */
export function DetailFields<K extends string>({ row, labels, keys }: FieldsProps<K>) {
  return (
    <>
      {keys.map((key) => (
        <DetailField key={key} label={labels[key]}>
          {row[key]}
        </DetailField>
      ))}
    </>
  );
}
