'use client';

import { Button, Group, type GroupProps } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';

type Props = { saving: boolean; onCancel: () => void } & Pick<GroupProps, 'mt'>;

/** Cancel and save at the foot of a drawer form; both wait while saving. */
export function FormActions({ saving, onCancel, mt = 'md' }: Props) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {messages.cancel}
      </Button>
      <Button type="submit" loading={saving} disabled={saving}>
        {messages.save}
      </Button>
    </Group>
  );
}
