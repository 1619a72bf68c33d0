import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HODOGRAM_LABELS as L } from './labels';

type Props = {
  node: { name: string; code: string | null; description: string | null };
  /** The state badge: active/inactive (template) or completed (project). */
  status: { label: string; color: string };
  /** Shown when given (null: a root node). */
  parentName?: string | null;
};

const EMPTY = '—';

/** A node's read view (template and project drawers): name, code, state, parent and description. */
export function HodogramNodeDetails({ node, status, parentName }: Props) {
  return (
    <Stack gap="md" data-testid="hodogram-node-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <Field label={L.name}>{node.name}</Field>
        <Field label={L.code}>{node.code || EMPTY}</Field>
        <Field label={L.status}>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Field>
        {parentName !== undefined && <Field label={L.parent}>{parentName || EMPTY}</Field>}
      </SimpleGrid>
      <Field label={L.description}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{node.description || EMPTY}</span>
      </Field>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}
