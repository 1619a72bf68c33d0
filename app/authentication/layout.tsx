import { Center, Paper, Stack, Title } from '@mantine/core';

/** Sign-in and sign-out pages: a centred card without the app shell. */
export default function AuthenticationLayout({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={440} maw="100%">
        <Stack gap="md">
          <Title order={2} c="dark.7">
            Gradilište
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
