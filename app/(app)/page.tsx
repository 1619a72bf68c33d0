import { Paper, Text, Title } from '@mantine/core';
import { requirePageAccess } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

/** Dashboard. The featured-news cards arrive with the news module. */
export default async function DashboardPage() {
  const user = await requirePageAccess('dashboard');
  return (
    <Paper p="lg" withBorder>
      <Title order={2}>Dobro došli, {user.name}!</Title>
      <Text c="dimmed" mt="xs">
        Prijavljeni ste kao {user.roleLabel}.
      </Text>
    </Paper>
  );
}
