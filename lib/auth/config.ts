/**
 * Sign-in configuration from the environment. With no OIDC_ISSUER the bundled development
 * identity server (scripts/dev-idp.mjs) is used on DEV_IDP_PORT (started by scripts/run.mjs).
 */
export const DEV_IDP_DEFAULT_PORT = 3001;
export const DEV_CLIENT_ID = 'gradiliste';
export const DEV_CLIENT_SECRET = 'gradiliste-dev-secret';

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accountUrl: string;
  bundled: boolean;
};

export function oidcConfig(env: Record<string, string | undefined> = process.env): OidcConfig {
  if (env.OIDC_ISSUER) {
    const issuer = env.OIDC_ISSUER.replace(/\/$/, '');
    return {
      issuer,
      clientId: env.OIDC_CLIENT_ID || '',
      clientSecret: env.OIDC_CLIENT_SECRET || '',
      accountUrl: env.OIDC_ACCOUNT_URL || `${issuer}/account`,
      bundled: false,
    };
  }
  const issuer = `http://localhost:${env.DEV_IDP_PORT || DEV_IDP_DEFAULT_PORT}`;
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID || DEV_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || DEV_CLIENT_SECRET,
    accountUrl: env.OIDC_ACCOUNT_URL || `${issuer}/account`,
    bundled: true,
  };
}
