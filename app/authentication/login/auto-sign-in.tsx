'use client';

import { Button, Group, Loader, Text } from '@mantine/core';
import { signIn } from 'next-auth/react';
import { useEffect, useState } from 'react';
import { messages } from '@/lib/i18n/messages';

/** Redirects to the identity server at once; the button is there if the redirect is blocked. */
export function AutoSignIn({ callbackUrl }: { callbackUrl: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    signIn('oidc', { callbackUrl }).catch(() => setFailed(true));
  }, [callbackUrl]);
  return (
    <>
      <Group gap="sm">
        {!failed && <Loader size="sm" />}
        <Text>{failed ? messages.signInError : messages.redirectingToSignIn}</Text>
      </Group>
      <Button
        onClick={() => {
          setFailed(false);
          signIn('oidc', { callbackUrl }).catch(() => setFailed(true));
        }}
      >
        {messages.signIn}
      </Button>
    </>
  );
}
