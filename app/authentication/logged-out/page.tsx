import { Alert, Button } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';

export default function LoggedOutPage() {
  return (
    <>
      <Alert color="green" title={messages.loggedOut} data-testid="logged-out">
        {messages.loggedOutText}
      </Alert>
      <Button component="a" href="/authentication/login">
        {messages.signIn}
      </Button>
    </>
  );
}
