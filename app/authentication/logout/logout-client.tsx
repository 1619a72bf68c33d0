'use client';

import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { signOut } from 'next-auth/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messages } from '@/lib/i18n/messages';

export const LOGOUT_FLAG = 'logout-initiated';

const noSubscription = () => () => {};
const readFlag = () => sessionStorage.getItem(LOGOUT_FLAG) !== null;

/**
 * Logout runs only when started from the app's menu (a flag in sessionStorage), so that a
 * link from elsewhere cannot sign the user out; otherwise the user confirms it here.
 */
export function LogoutClient({ endSessionUrl }: { endSessionUrl: string }) {
  // null on the server: nothing is known before the browser's sessionStorage is read.
  const initiated = useSyncExternalStore(noSubscription, readFlag, () => null);
  const [confirmed, setConfirmed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!(initiated || confirmed) || started.current) return;
    started.current = true;
    signOut({ redirect: false }).then(() => {
      sessionStorage.removeItem(LOGOUT_FLAG);
      window.location.assign(endSessionUrl);
    });
  }, [initiated, confirmed, endSessionUrl]);

  if (initiated === false && !confirmed) {
    return (
      <>
        <Alert color="yellow" data-testid="logout-not-initiated">
          {messages.logoutNotInitiated}
        </Alert>
        <Group>
          <Button onClick={() => setConfirmed(true)}>{messages.logout}</Button>
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
