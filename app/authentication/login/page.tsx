import { Alert, Anchor } from '@mantine/core';
import { redirect } from 'next/navigation';
import { resolveReturnUrl } from '@/lib/auth/return-url';
import { currentUser } from '@/lib/auth/session';
import { messages } from '@/lib/i18n/messages';
import { AutoSignIn } from './auto-sign-in';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ returnUrl?: string }> };

/** Starts the OIDC sign-in and comes back to the (same-origin) return URL. */
export default async function LoginPage({ searchParams }: Props) {
  const { returnUrl } = await searchParams;
  const target = resolveReturnUrl(returnUrl);
  if (!target) {
    return (
      <Alert color="red" title={messages.signInError} data-testid="invalid-return-url">
        {messages.invalidReturnUrl}
        <br />
        <Anchor href="/authentication/login">{messages.signIn}</Anchor>
      </Alert>
    );
  }
  if (await currentUser()) redirect(target);
  return <AutoSignIn callbackUrl={`/authentication/login-callback?returnUrl=${encodeURIComponent(target)}`} />;
}
