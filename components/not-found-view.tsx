'use client';

/**
 * The Croatian 404 (spec part 1 section 2): unknown pages and /not-found, where unauthorised
 * routes lead. A client component so the home link can be a next/link from server pages too.
 */
import Link from 'next/link';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { messages } from '@/lib/i18n/messages';

export function NotFoundView() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" data-testid="not-found">
        <Title order={1}>{messages.notFoundTitle}</Title>
        <Text size="lg" c="dimmed">
          {messages.notFoundText}
        </Text>
        <Button component={Link} href="/" leftSection={<IconHome size={16} />} mt="md">
          {messages.homeLink}
        </Button>
      </Stack>
    </Center>
  );
}

export default NotFoundView;
