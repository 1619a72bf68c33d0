'use client';

import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { signOut } from 'next-auth/react';
import { useEffect, useState } from 'react';
import { messages } from '@/lib/i18n/messages';

export const LOGOUT_FLAG = 'logout-initiated';

/**
 * Logout runs only when started from the app's menu (a flag in sessionStorage), so that a
 * link from elsewhere cannot sign the user out; otherwise the user confirms it here.
 */
export function LogoutClient({ endSessionUrl }: { endSessionUrl: string }) {
  const [state, setState] = useState<'checking' | 'running' | 'ask'>('checking');
  const run = () => {
    setState('running');
    sessionStorage.removeItem(LOGOUT_FLAG);
    signOut({ redirect: false }).then(() => window.location.assign(endSessionUrl));
  };
  useEffect(() => {
    if (sessionStorage.getItem(LOGOUT_FLAG)) run();
    else setState('ask');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (state === 'ask') {
    return (
      <>
        <Alert color="yellow" data-testid="logout-not-initiated">
          {messages.logoutNotInitiated}
        </Alert>
        <Group>
          <Button onClick={run}>{messages.logout}</Button>
          <Button variant="default" component="a" href="/">
            {messages.cancel}
          </Button>
        </Group>
      </>
    );
  }
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text>{messages.loggingOut}</Text>
    </Group>
  );
}
