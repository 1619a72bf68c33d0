import { Alert, Button, Text } from '@mantine/core';
import { appBaseUrl, endSessionUrl } from '@/lib/auth/end-session';
import { messages } from '@/lib/i18n/messages';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ email?: string }> };

/** A signed-in identity with no user in the app: say so, offer to sign in with another account. */
export default async function NoAccessPage({ searchParams }: Props) {
  const { email } = await searchParams;
  const switchAccount = (await endSessionUrl(undefined, appBaseUrl())) ?? '/authentication/login';
  return (
    <>
      <Alert color="red" title={messages.noAccessTitle} data-testid="no-access">
        <Text size="sm">{messages.noAccessText}</Text>
        {email && (
          <Text size="sm" mt="xs">
            {messages.signedInAs}: <b>{email.slice(0, 200)}</b>
          </Text>
        )}
      </Alert>
      <Button component="a" href={switchAccount} variant="default">
        {messages.signInWithOtherAccount}
      </Button>
    </>
  );
}
