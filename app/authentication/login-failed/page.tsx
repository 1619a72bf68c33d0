import { Alert, Button } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';
import { signInErrorText } from '@/lib/i18n/auth';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ error?: string | string[] }> };

/**
 * Why sign-in failed: the Croatian text of the error code in the URL (next-auth's codes and the
 * app's own), a generic text for any other code. Nothing the URL carries is shown as such.
 */
export default async function LoginFailedPage({ searchParams }: Props) {
  const { error } = await searchParams;
  return (
    <>
      <Alert color="red" title={messages.signInError} data-testid="login-failed-message">
        {signInErrorText(error)}
      </Alert>
      <Button component="a" href="/authentication/login">
        {messages.tryAgain}
      </Button>
    </>
  );
}
