'use client';

/** Placeholder body of a module whose screens are not built yet ("U izradi"). */
import { Alert, Stack, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { messages } from '@/lib/i18n/messages';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <Stack gap="md" data-testid="under-construction">
      <Title order={2}>{title}</Title>
      <Alert color="yellow" variant="light" title={messages.underConstruction} icon={<IconBarrierBlock size={20} />}>
        {messages.underConstructionText}
      </Alert>
    </Stack>
  );
}

export default UnderConstruction;
