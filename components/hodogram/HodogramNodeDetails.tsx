import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { DetailField } from '@/components/detail/DetailField';
import { HODOGRAM_LABELS as L } from '@/lib/i18n/hodogram';

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
        <DetailField label={L.name}>{node.name}</DetailField>
        <DetailField label={L.code}>{node.code || EMPTY}</DetailField>
        <DetailField label={L.status}>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </DetailField>
        {parentName !== undefined && <DetailField label={L.parent}>{parentName || EMPTY}</DetailField>}
      </SimpleGrid>
      <DetailField label={L.description}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{node.description || EMPTY}</span>
      </DetailField>
    </Stack>
  );
}
