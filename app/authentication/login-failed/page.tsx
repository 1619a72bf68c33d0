import { Alert, Button } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ message?: string; error?: string }> };

// next-auth reports failures as codes; show them in Croatian.
const ERROR_TEXTS: Record<string, string> = {
  OAuthCallback: 'Poslužitelj identiteta nije potvrdio prijavu.',
  OAuthSignin: 'Prijavu nije moguće pokrenuti: poslužitelj identiteta nije dostupan.',
  Callback: 'Prijava nije dovršena.',
  AccessDenied: 'Pristup je odbijen.',
  Configuration: 'Prijava nije ispravno podešena na poslužitelju.',
  OAuthAccountNotLinked: 'Račun nije povezan.',
};

/** Shows the message of a failed sign-in (the query's message, or the flow's error code). */
export default async function LoginFailedPage({ searchParams }: Props) {
  const { message, error } = await searchParams;
  const text = message?.slice(0, 500) || (error && ERROR_TEXTS[error]) || messages.signInError;
  return (
    <>
      <Alert color="red" title={messages.signInError} data-testid="login-failed-message">
        {text}
      </Alert>
      <Button component="a" href="/authentication/login">
        {messages.tryAgain}
      </Button>
    </>
  );
}
