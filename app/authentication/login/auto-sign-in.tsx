'use client';

import { Button, Loader, Group, Text } from '@mantine/core';
import { signIn } from 'next-auth/react';
import { useEffect, useState } from 'react';
import { messages } from '@/lib/i18n/messages';

/** Redirects to the identity server at once; the button is there if the redirect is blocked. */
export function AutoSignIn({ callbackUrl }: { callbackUrl: string }) {
  const [busy, setBusy] = useState(true);
  const start = () => {
    setBusy(true);
    signIn('oidc', { callbackUrl }).catch(() => setBusy(false));
  };
  useEffect(start, [callbackUrl]);
  return (
    <>
      <Group gap="sm">
        {busy && <Loader size="sm" />}
        <Text>{messages.redirectingToSignIn}</Text>
      </Group>
      <Button onClick={start} loading={busy}>
        {messages.signIn}
      </Button>
    </>
  );
}
