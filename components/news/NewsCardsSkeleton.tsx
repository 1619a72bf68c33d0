import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The dashboard's loading state: two rows of two card-shaped skeletons. */
export function NewsCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="news-skeleton" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} withBorder padding="lg" radius="md">
          <Stack gap="xs">
            <Skeleton height={20} width="70%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} mt="sm" />
            <Skeleton height={10} />
            <Skeleton height={10} width="85%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
