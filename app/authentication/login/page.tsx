import { Alert, Anchor } from '@mantine/core';
import { redirect } from 'next/navigation';
import { appBaseUrl } from '@/lib/auth/end-session';
import { signInReturnUrl } from '@/lib/auth/return-url';
import { currentUser } from '@/lib/auth/session';
import { messages } from '@/lib/i18n/messages';
import { AutoSignIn } from './auto-sign-in';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ returnUrl?: string | string[]; callbackUrl?: string | string[]; error?: string | string[] }> };

/**
 * Starts the OIDC sign-in and comes back to the (same-origin) return URL: ours (returnUrl) or
 * next-auth's (callbackUrl, from /api/auth/signin). next-auth sends a failed sign-in back here
 * with ?error=CODE: that goes to login-failed (by its code only) instead of signing in again.
 */
export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  if (query.error !== undefined) {
    const code = typeof query.error === 'string' ? query.error : '';
    redirect(`/authentication/login-failed?error=${encodeURIComponent(code.slice(0, 100))}`);
  }
  const target = signInReturnUrl(query, appBaseUrl());
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
