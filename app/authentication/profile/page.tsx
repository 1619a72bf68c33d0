import { redirect } from 'next/navigation';
import { oidcConfig } from '@/lib/auth/config';

export const dynamic = 'force-dynamic';

/** Profile is managed at the identity server (OIDC_ACCOUNT_URL, default {issuer}/account). */
export default function ProfilePage() {
  redirect(oidcConfig().accountUrl);
}
