import { redirect } from 'next/navigation';
import { resolveReturnUrl } from '@/lib/auth/return-url';
import { currentUser } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ returnUrl?: string }> };

/** After the identity server: back to the return URL (checked again), or why not. */
export default async function LoginCallbackPage({ searchParams }: Props) {
  const { returnUrl } = await searchParams;
  const target = resolveReturnUrl(returnUrl);
  if (!target) redirect('/authentication/login-failed?error=InvalidReturnUrl');
  if (!(await currentUser())) redirect('/authentication/no-access');
  redirect(target);
}
