import { redirect } from 'next/navigation';

/** The identity server returns here after ending its session. */
export default function LogoutCallbackPage() {
  redirect('/authentication/logged-out');
}
