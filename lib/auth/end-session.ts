import { oidcConfig } from './config';

let cached: { issuer: string; endpoint: string | null } | null = null;

/** The identity server's end_session_endpoint from its discovery document (cached per issuer). */
async function endSessionEndpoint(): Promise<string | null> {
  const { issuer } = oidcConfig();
  if (cached?.issuer === issuer) return cached.endpoint;
  try {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, { cache: 'no-store' });
    const doc = (await res.json()) as { end_session_endpoint?: string };
    cached = { issuer, endpoint: doc.end_session_endpoint ?? null };
  } catch {
    return null; // identity server unreachable: the local sign-out still happens
  }
  return cached.endpoint;
}

/** Where to send the browser to end the identity server's session, returning to logout-callback. */
export async function endSessionUrl(idToken: string | undefined, appUrl: string): Promise<string | null> {
  const endpoint = await endSessionEndpoint();
  if (!endpoint) return null;
  const url = new URL(endpoint);
  url.searchParams.set('client_id', oidcConfig().clientId);
  url.searchParams.set('post_logout_redirect_uri', `${appUrl}/authentication/logout-callback`);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  return url.toString();
}

export function appBaseUrl(): string {
  return (process.env.NEXTAUTH_URL || 'http://localhost:3000').replace(/\/$/, '');
}
